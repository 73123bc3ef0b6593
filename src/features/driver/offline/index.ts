/**
 * STAND-IN for the offline helper's module (branch road-offline, ON-THE-ROAD.md): the same
 * names and shapes, kept in memory, so the screens can be written and tried before it lands.
 * Deleted when road-offline is merged.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';

export type ReportKind = 'collection' | 'position' | 'delivery';
export type DamageZone = 'front' | 'back' | 'left' | 'right' | 'top' | 'other';
export type Damage =
  { state: 'none' } | { state: 'marked'; marks: { zone: DamageZone; text: string }[] };

export interface ReportDraft {
  trackingNumber: string;
  kind: ReportKind;
  recordedAt: string;
  position: { lat: number; lng: number } | null;
  place: string | null;
  damage: Damage | null;
  note: string | null;
  name: string | null;
  reservations: string | null;
  handedOver: { documents: string; keys: boolean } | null;
  routeEntry?: boolean;
}

export interface ProcessedPhoto {
  blob: Blob;
  type: 'image/jpeg';
  width: number;
  height: number;
  originalBytes: number;
  capturedAt: string | null;
}
export type PhotoRefusal = 'unsupported' | 'empty' | 'too_large' | 'unreadable';
export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoRefusal };

export interface OutboxError {
  code: string;
  message: string;
}
export interface OutboxItemSummary {
  key: string;
  trackingNumber: string;
  kind: ReportKind;
}

export async function processPhoto(file: File): Promise<PhotoResult> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > 30 * 1024 * 1024) return { ok: false, reason: 'too_large' };
  if (!file.type.startsWith('image/')) return { ok: false, reason: 'unsupported' };
  return Promise.resolve({
    ok: true,
    photo: {
      blob: file,
      type: 'image/jpeg',
      width: 0,
      height: 0,
      originalBytes: file.size,
      capturedAt: null,
    },
  });
}

let items: OutboxItemSummary[] = [];
const listeners = new Set<() => void>();
let snapshot = { waiting: 0, sending: false, lastError: null as OutboxError | null, items };

export function saveReport(
  draft: ReportDraft,
  photos: ProcessedPhoto[],
  signature: Blob | null,
): Promise<string> {
  void photos;
  void signature;
  const key = crypto.randomUUID();
  items = [...items, { key, trackingNumber: draft.trackingNumber, kind: draft.kind }];
  snapshot = { ...snapshot, waiting: items.length, items };
  listeners.forEach((listener) => listener());
  return Promise.resolve(key);
}

export function useOutbox() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

export function startSender(client: SupabaseClient): () => void {
  void client;
  return () => undefined;
}
