/** A centered spinner with its text; fullScreen fills the viewport (protected guard). */
export function Spinner({ label = 'Loading...', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'spinner-wrap spinner-wrap--full' : 'spinner-wrap'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
