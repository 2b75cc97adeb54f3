import { Outlet } from 'react-router-dom';

// Placeholder until its feature lands.
export default function DashboardLayoutRoute() {
  return (
    <main id="main" className="container">
      <Outlet />
    </main>
  );
}
