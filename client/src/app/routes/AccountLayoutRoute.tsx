import { Outlet } from 'react-router-dom';

// Placeholder until its feature lands.
export default function AccountLayoutRoute() {
  return (
    <main id="main" className="container">
      <Outlet />
    </main>
  );
}
