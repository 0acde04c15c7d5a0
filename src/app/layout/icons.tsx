// The handful of line icons the shell needs, drawn inline (no icon package is installed).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 14, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3.5 10.5 8 6 12.5" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 6 8 10.5 12.5 6" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m4.5 4.5 7 7m0-7-7 7" />
  </Svg>
);

export const FoldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 3.5h11M7 8h6.5M2.5 12.5h11M5 6 3 8l2 2" />
  </Svg>
);

export const UnfoldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 3.5h11M7 8h6.5M2.5 12.5h11M3 6l2 2-2 2" />
  </Svg>
);

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7" cy="7" r="4.25" />
    <path d="m10.25 10.25 3.25 3.25" />
  </Svg>
);

export const KeyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="5.5" cy="10.5" r="3" />
    <path d="m7.7 8.3 5.8-5.8M11.5 4.5l1.5 1.5" />
  </Svg>
);

export const LogoutIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 13.5h-3a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3M10.5 11 13.5 8l-3-3M13.5 8h-7" />
  </Svg>
);

export const SwitchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 5.5h10l-2.5-2.5M13.5 10.5h-10l2.5 2.5" />
  </Svg>
);

export const BookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 2.5h7.5a2 2 0 0 1 2 2v9H5a2 2 0 0 1-2-2v-9ZM3 11.5a2 2 0 0 1 2-2h7.5M6 5.5h4" />
  </Svg>
);

/** The mark of the app: the character 工 drawn as bars on a blue tile. */
export function LogoMark({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden>
      <rect width="32" height="32" rx="6" fill="#1c64d0" />
      <rect x="8" y="8" width="16" height="3" rx="1" fill="#fff" />
      <rect x="14.5" y="10" width="3" height="12" fill="#fff" />
      <rect x="6" y="21" width="20" height="3" rx="1" fill="#fff" />
    </svg>
  );
}
