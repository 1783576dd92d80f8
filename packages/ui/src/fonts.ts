// Self-hosted from npm (no font CDN): Vite bundles the woff2 files with the app. Only the latin and
// latin-ext subsets (fonts.css): the package's own CSS declares every subset.
import './fonts.css';
