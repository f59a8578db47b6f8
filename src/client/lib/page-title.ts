import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/components/brand';

/** The tab's title while a screen is shown: "Journal · Lamplight", or the product's name alone. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
