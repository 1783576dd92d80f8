// The floor of `pnpm bench:web`: React 19 alone, built by the portal's Vite, served the same way.
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado');
createRoot(container).render(
  <main>
    <h1>Portal do Dentista</h1>
    <p>Uma página React sem mais nada.</p>
  </main>,
);
