'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import { FieldError } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';

type LocationState = { kind: 'idle' } | { kind: 'locating' } | { kind: 'found' } | { kind: 'failed'; reason: 'unsupported' | 'failed' };

/**
 * "Use my location": the browser's position goes into two hidden fields, sent with the order;
 * the server writes it in the POS's comma form. Optional, and removable.
 */
export function LocationField({
  latitude,
  longitude,
  errors,
  id = 'location',
}: {
  latitude: string;
  longitude: string;
  errors?: string[];
  /** Distinct per form when a page has several (the account's addresses). */
  id?: string;
}) {
  const t = useTranslations('Checkout.location');
  const [coordinates, setCoordinates] = useState({ latitude, longitude });
  const [status, setStatus] = useState<LocationState>(latitude ? { kind: 'found' } : { kind: 'idle' });

  function locate() {
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'failed', reason: 'unsupported' });
      return;
    }
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setCoordinates({ latitude: position.coords.latitude.toFixed(6), longitude: position.coords.longitude.toFixed(6) });
        setStatus({ kind: 'found' });
      },
      () => setStatus({ kind: 'failed', reason: 'failed' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  function clear() {
    setCoordinates({ latitude: '', longitude: '' });
    setStatus({ kind: 'idle' });
  }

  return (
    <div className={styles.location}>
      <input type="hidden" name="latitude" value={coordinates.latitude} />
      <input type="hidden" name="longitude" value={coordinates.longitude} />
      <div className={styles.locationButtons}>
        <button
          type="button"
          className={ui.secondary}
          onClick={locate}
          disabled={status.kind === 'locating'}
          aria-describedby={errors?.length ? `${id}-status latitude-error` : `${id}-status`}
        >
          {t('use')}
        </button>
        {status.kind === 'found' ? (
          <button type="button" className={styles.plainButton} onClick={clear}>
            {t('remove')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-status`} role="status" aria-live="polite" className={ui.hint}>
        {status.kind === 'locating'
          ? t('locating')
          : status.kind === 'found'
            ? t('found')
            : status.kind === 'failed'
              ? t(status.reason)
              : ''}
      </p>
      <FieldError id="latitude-error" errors={errors} className={ui.error} />
    </div>
  );
}
