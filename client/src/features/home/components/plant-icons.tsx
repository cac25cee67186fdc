// Small decorative plant drawings for the carousel and section backgrounds. Purely
// ornamental: hidden from assistive technology. Each drawing is its shapes on one line,
// on a 48 × 48 grid.

const DRAWINGS = {
  leaf: (
    <>
      <path
        d="M40 6C22 6 8 16 8 32c0 4 1 7 3 10 2-9 8-17 17-22-7 6-12 13-14 22 3 1 6 2 9 2 16 0 21-18 17-38Z"
        fill="#4d9b3a"
      />
      <path d="M11 42c3-11 9-18 17-22" stroke="#2f6b22" strokeWidth="2" fill="none" strokeLinecap="round" />
    </>
  ),
  sprout: (
    <>
      <path d="M24 44V22" stroke="#3f7d2c" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 24C24 14 17 8 6 8c0 10 7 16 18 16Z" fill="#6cbf4a" />
      <path d="M24 20c0-8 6-13 17-13 0 9-6 13-17 13Z" fill="#8fd16a" />
      <ellipse cx="24" cy="44" rx="12" ry="3" fill="#8a5a3b" opacity=".6" />
    </>
  ),
  flower: (
    <>
      <path d="M24 46V28" stroke="#3f7d2c" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 38c-6 0-10-3-11-8 6 0 10 3 11 8Z" fill="#6cbf4a" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="24" cy="11" rx="5.5" ry="8" fill="#f28ab2" transform={`rotate(${angle} 24 19)`} />
      ))}
      <circle cx="24" cy="19" r="5" fill="#f7c948" />
    </>
  ),
  cactus: (
    <>
      <path d="M20 36V10a4 4 0 0 1 8 0v26Z" fill="#4f9a5a" />
      <path d="M20 26h-6a4 4 0 0 1-4-4v-6a2.5 2.5 0 0 1 5 0v5h5Z" fill="#5fae69" />
      <path d="M28 22h5v-6a2.5 2.5 0 0 1 5 0v6a4 4 0 0 1-4 4h-6Z" fill="#5fae69" />
      <path d="M13 34h22l-3 12H16Z" fill="#c8693f" />
      <rect x="11" y="32" width="26" height="4" rx="1.5" fill="#a9542f" />
    </>
  ),
};

export function PlantIcon({ name, className }: { name: keyof typeof DRAWINGS; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      {DRAWINGS[name]}
    </svg>
  );
}
