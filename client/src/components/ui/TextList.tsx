/** A list of short texts, one item each (each text is its own key, so no two may be the same). */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
