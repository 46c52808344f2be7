import { useEffect, useRef, useState } from "react";
import { Tent } from "./icons.tsx";

/** The settings logo, or the built-in one when none is set or it fails to load. */
export function SiteLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new logo address deserves a new try
  useEffect(() => {
    setFailed(false);
    // An error before hydration fires no React event: check the finished image too.
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (!src || failed) {
    return (
      <span
        className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary text-on-primary"
        data-testid="builtin-logo"
      >
        <Tent className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt=""
      width={36}
      height={36}
      className="h-9 w-auto"
      onError={() => setFailed(true)}
    />
  );
}
