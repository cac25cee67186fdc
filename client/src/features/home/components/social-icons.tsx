// Brand glyphs for the experts' profile links (decorative: the links carry aria-labels).

const iconProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  className: 'h-5 w-5 fill-current',
} as const;

export function FacebookIcon() {
  return (
    <svg {...iconProps}>
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V9c0-.6.4-1 1-1Z" />
    </svg>
  );
}

export function LinkedInIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 9h3v12H3V9Zm6 0h2.9v1.7c.5-.9 1.7-2 3.6-2 3.8 0 4.5 2.4 4.5 5.6V21h-3v-5.9c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1v6H9V9Z" />
    </svg>
  );
}

export function TwitterIcon() {
  return (
    <svg {...iconProps}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  );
}
