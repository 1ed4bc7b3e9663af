import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { BANNER_TIMEOUT_MS } from '@georisk/contract/constants';

export type BannerVariant = 'warning' | 'success' | 'info';

export interface BannerMessage {
  text: string;
  variant: BannerVariant;
}

/** Banner state for a screen: `show` a message; it hides itself after 4 s (docs/architecture.md, "Banners"). */
export const useBanner = () => {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback((text: string, variant: BannerVariant = 'warning') => {
    setBanner({ text, variant });
  }, []);
  const hide = useCallback(() => setBanner(null), []);
  return { banner, show, hide };
};

/** The shared warning/success banner; announced to screen readers. */
export const Banner = ({ banner }: { banner: BannerMessage | null }) =>
  banner ? (
    <Alert
      variant={banner.variant}
      className="py-2 mb-3"
      role={banner.variant === 'warning' ? 'alert' : 'status'}
    >
      {banner.text}
    </Alert>
  ) : null;

/**
 * A banner above a list that never moves the list: the slot keeps one line's room whether or not a
 * banner shows, and a longer text overlays the top of the list instead of pushing it down.
 */
export const BannerSlot = ({ banner }: { banner: BannerMessage | null }) => (
  <div className="banner-slot mb-3">
    <Banner banner={banner} />
  </div>
);
