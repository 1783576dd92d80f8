// Self-hosted from npm (no font CDN): Vite bundles the woff2 files with the app.
import '@fontsource-variable/inter';
