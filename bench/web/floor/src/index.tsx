import { createRoot } from 'react-dom/client';

// The floor: the least a React 19 page can ship. The bench compares the product's first load against it.
function FloorPage() {
  return (
    <main>
      <h1>iPrism</h1>
      <p>AI-assisted patent analytics for patent attorneys, law firms and investors.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(<FloorPage />);
