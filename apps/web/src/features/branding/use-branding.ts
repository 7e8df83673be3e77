import type { ProducerBranding } from '@members/contract';
import { useEffect } from 'react';
import { useAppConfig } from '../../lib/app-config/app-config.ts';
import { useResource } from '../../lib/async/use-resource.ts';
import { getCurrentProducer } from './api/get-current-producer.ts';
import { getProducers } from './api/get-producers.ts';
import { applyBrandTheme } from './brand-theme.ts';
import { originOf, pickCurrentProducer } from './pick-current-producer.ts';
import { siteOrigin } from './site-origin.ts';

export interface BrandingState {
  /** Full branding of the current producer; null when there is none (or it failed to load). */
  producer: ProducerBranding | null;
  isLoading: boolean;
}

function useLogFailure(error: unknown): void {
  useEffect(() => {
    if (error) console.error('Erro:', error);
  }, [error]);
}

/**
 * The current producer's branding (spec §7): GET /api/producers, pick the one matching the site origin
 * (else the first), then its full branding. Applies the brand CSS variables as a side effect.
 */
export function useBranding(): BrandingState {
  const config = useAppConfig();
  const configSettled = !config.isPending;
  const origin = siteOrigin(config.data);

  const producers = useResource(configSettled ? 'producers' : null, () => getProducers());
  const picked = producers.data ? pickCurrentProducer(producers.data, origin) : null;
  const pickedOrigin = originOf(picked?.medmember_url ?? null) ?? origin;

  const current = useResource(picked ? `producers/current:${pickedOrigin}` : null, () =>
    getCurrentProducer(pickedOrigin),
  );

  useLogFailure(producers.error);
  useLogFailure(current.error);

  const producer = current.data ?? null;
  const isLoading = !configSettled || producers.isPending || (picked !== null && current.isPending);
  const settledLoading = producers.isError || current.isError ? false : isLoading;

  useEffect(() => {
    applyBrandTheme(producer);
  }, [producer]);

  return { producer, isLoading: settledLoading };
}
