'use client';

import 'leaflet/dist/leaflet.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { LatLngTuple, Map as LeafletMap, LayerGroup } from 'leaflet';
import styles from '@/components/admin/zones/zones.module.css';

/** [latitude, longitude] pairs, as Leaflet takes them. */
export type MapPoint = LatLngTuple;

interface ZoneMapProps {
  /** Where the map opens: the restaurant's location when set. */
  centre: MapPoint;
  /** Leaflet tile URL template; null: a blank map (tests, e2e, a shop without a tile provider). */
  tileUrl: string | null;
  /** 'polygon': clicks add corners, corners drag; 'point': a click sets the one point. */
  mode: 'polygon' | 'point';
  points: MapPoint[];
  onChange: (points: MapPoint[]) => void;
  /** The restaurant and radius to draw for orientation (radius zones). */
  circle?: { centre: MapPoint; radiusMeters: number } | null;
}

/**
 * The admin's zone map: Leaflet, loaded only here (a dynamic import inside the effect, so no
 * customer page and no other admin page carries it). Our own small vertex editor instead of a
 * draw plugin (docs/decisions/254): click to add a corner, drag a corner to move it.
 */
export function ZoneMap({ centre, tileUrl, mode, points, onChange, circle = null }: ZoneMapProps) {
  const t = useTranslations('AdminZones.map');
  const element = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ L: typeof import('leaflet'); map: LeafletMap; group: LayerGroup } | null>(null);
  const latest = useRef({ points, onChange, mode });
  useEffect(() => {
    latest.current = { points, onChange, mode };
  });

  useEffect(() => {
    let live = true;
    let made: LeafletMap | null = null;
    void import('leaflet').then((module) => {
      const L = module.default;
      if (!live || !element.current) return;
      made = L.map(element.current, { center: centre, zoom: 13, attributionControl: Boolean(tileUrl) });
      if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(made);
      // An existing area opens framed, not cut at the edge of a map centred on the restaurant.
      const opening = latest.current.points;
      if (opening.length >= 2) made.fitBounds(L.latLngBounds(opening), { padding: [24, 24] });
      made.on('click', (event) => {
        const point: MapPoint = [round(event.latlng.lat), round(event.latlng.lng)];
        const now = latest.current;
        now.onChange(now.mode === 'point' ? [point] : [...now.points, point]);
      });
      setReady({ L, map: made, group: L.layerGroup().addTo(made) });
    });
    return () => {
      live = false;
      made?.remove();
    };
    // The map is made once; its drawing follows the props below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    const { L, group } = ready;
    group.clearLayers();
    if (circle) L.circle(circle.centre, { radius: circle.radiusMeters, color: '#b45309' }).addTo(group);
    if (mode === 'polygon' && points.length >= 2) L.polygon(points, { color: '#1d4ed8' }).addTo(group);
    points.forEach((point, index) => {
      const marker = L.marker(point, {
        draggable: true,
        keyboard: true,
        title: `${index + 1}`,
        icon: L.divIcon({ className: styles.vertex, iconSize: [14, 14] }),
      }).addTo(group);
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        const next = latest.current.points.slice();
        next[index] = [round(at.lat), round(at.lng)];
        latest.current.onChange(next);
      });
    });
  }, [ready, points, circle, mode]);

  return (
    <div className={styles.mapBlock}>
      <div ref={element} className={styles.map} role="application" aria-label={t('label')} data-testid="zone-map" />
      {tileUrl ? null : <p className={styles.hint}>{t('noTiles')}</p>}
    </div>
  );
}

/** Six decimals: about 10 cm, as precise as a click can be. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
