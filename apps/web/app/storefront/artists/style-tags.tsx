/** An artist's styles as quiet small-caps tags. */
export function StyleTags({ styles, className = '' }: { styles: string[]; className?: string }) {
  if (styles.length === 0) return null;
  return (
    <ul aria-label="Styles" className={`flex flex-wrap gap-x-3 gap-y-1 ${className}`}>
      {styles.map((s) => (
        <li key={s} className="label-caps text-muted">
          {s}
        </li>
      ))}
    </ul>
  );
}
