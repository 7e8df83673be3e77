import type { AppConfig, VerticalPublic } from '@members/contract';
import { useMemo, useEffect } from 'react';
import { installTagManager, tagManagerSettings } from '../lib/tag-manager/index.ts';
import { resolveVertical } from '../lib/vertical/index.ts';

/** App config → vertical from the host name (spec §1) → its tag-manager containers on top of the default one. */
export function useVerticalSetup(config: AppConfig | undefined): VerticalPublic | null {
  const vertical = useMemo(() => (config ? resolveVertical(window.location.hostname, config) : null), [config]);
  useEffect(() => {
    if (config) installTagManager(tagManagerSettings(config, vertical));
  }, [config, vertical]);
  return vertical;
}
