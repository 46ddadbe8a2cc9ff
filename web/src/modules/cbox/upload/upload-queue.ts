/**
 * The upload list of Cbox as a plain store (no React, no network): files are checked against the rules,
 * queued, and started at most `concurrency` at a time through an injected task factory (tus in the app, a fake
 * in tests). Failed uploads keep their task so that "Reintentar" resumes the same upload instead of starting over.
 */
import type { CboxLimits } from '../api/types';
import { fileKey, planBatch, type RejectReason } from './upload-rules';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'rejected' | 'cancelled';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  folderId: string | null;
  status: UploadStatus;
  /** Bytes sent so far. */
  sent: number;
  /** Why the client refused the file (status `rejected`). */
  reason: RejectReason | null;
  /** The server's message for a failed upload; null when there was none (a lost connection). */
  error: string | null;
  /** The new item's id, from the final response. */
  itemId: string | null;
}

/** Where the files go. */
export interface UploadTarget {
  projectId: string | null;
  folderId: string | null;
  /** The module that receives the files (the tus `purpose`); Cbox when absent. */
  purpose?: string;
  /** Further metadata that purpose needs (BIM: `modelId`). */
  metadata?: Readonly<Record<string, string>>;
}

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (itemId: string | null) => void;
  onError: (message: string | null) => void;
}

/** One upload: `start` begins it or, after a failure, resumes it; `abort(true)` also removes it from the server. */
export interface UploadTask {
  start: () => void;
  abort: (terminate: boolean) => Promise<void>;
}

export type UploadTaskFactory = (file: File, target: UploadTarget, callbacks: UploadCallbacks) => UploadTask;

export interface AddResult {
  queued: number;
  rejected: number;
  /** Files left out because the batch exceeded `max_batch_files`. */
  truncated: number;
}

export interface QueueOptions {
  /** Uploads running at once (3). */
  concurrency?: number;
  /** Called after each upload that finished. */
  onUploaded?: (entry: UploadEntry) => void;
}

/** Statuses that count as "in the list" for the duplicate rule. */
const LISTED: readonly UploadStatus[] = ['queued', 'uploading', 'done', 'error'];

export class UploadQueue {
  private entries: readonly UploadEntry[] = [];
  private readonly files = new Map<string, File>();
  private readonly targets = new Map<string, UploadTarget>();
  private readonly tasks = new Map<string, UploadTask>();
  private readonly listeners = new Set<() => void>();
  private readonly concurrency: number;
  private nextId = 1;

  constructor(
    private readonly createTask: UploadTaskFactory,
    private readonly options: QueueOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 3;
  }

  /** For `useSyncExternalStore`: a new array after every change. */
  getSnapshot = (): readonly UploadEntry[] => this.entries;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Checks one batch against the rules, lists every file (refused ones with their reason) and starts uploading. */
  add(files: readonly File[], target: UploadTarget, limits: CboxLimits): AddResult {
    const listed = this.entries.filter((entry) => LISTED.includes(entry.status)).map(fileKey);
    const plan = planBatch(files, limits, listed);
    const added = plan.outcomes.map(({ file, reason }) => {
      if (reason) return this.newEntry(file, target.folderId, 'rejected', reason);
      const entry = this.newEntry(file, target.folderId, 'queued', null);
      this.files.set(entry.id, file);
      this.targets.set(entry.id, target);
      return entry;
    });
    this.entries = [...this.entries, ...added];
    this.emit();
    this.pump();
    return { queued: plan.accepted.length, rejected: plan.rejected.length, truncated: plan.truncated };
  }

  /** Queues a failed upload again; its task resumes from what the server already holds. */
  retry(id: string): void {
    const entry = this.find(id);
    if (entry?.status !== 'error') return;
    this.update(id, { status: 'queued', error: null });
    this.pump();
  }

  retryFailed(): void {
    for (const entry of this.entries) if (entry.status === 'error') this.update(entry.id, { status: 'queued', error: null });
    this.pump();
  }

  /** Stops a queued, running or failed upload and removes what the server received. */
  cancel(id: string): void {
    const entry = this.find(id);
    if (!entry || !['queued', 'uploading', 'error'].includes(entry.status)) return;
    const task = this.tasks.get(id);
    this.tasks.delete(id);
    this.update(id, { status: 'cancelled' });
    if (task) void task.abort(true).catch(() => undefined);
    this.pump();
  }

  /** Removes finished, refused and cancelled rows. */
  clearFinished(): void {
    const kept = this.entries.filter((entry) => ['queued', 'uploading', 'error'].includes(entry.status));
    for (const entry of this.entries) if (!kept.includes(entry)) this.forget(entry.id);
    this.entries = kept;
    this.emit();
  }

  /** Whether anything is still running or waiting (a page reload would interrupt it). */
  get busy(): boolean {
    return this.entries.some((entry) => entry.status === 'queued' || entry.status === 'uploading');
  }

  private newEntry(file: File, folderId: string | null, status: UploadStatus, reason: RejectReason | null): UploadEntry {
    const id = `upload-${this.nextId++}`;
    return { id, name: file.name, size: file.size, folderId, status, sent: 0, reason, error: null, itemId: null };
  }

  private pump(): void {
    let running = this.entries.filter((entry) => entry.status === 'uploading').length;
    for (const entry of this.entries) {
      if (running >= this.concurrency) break;
      if (entry.status !== 'queued') continue;
      running += 1;
      this.update(entry.id, { status: 'uploading' });
      this.taskFor(entry.id)?.start();
    }
  }

  private taskFor(id: string): UploadTask | undefined {
    const existing = this.tasks.get(id);
    if (existing) return existing;
    const file = this.files.get(id);
    const target = this.targets.get(id);
    if (!file || !target) return undefined;
    // Callbacks of a task that was cancelled meanwhile are ignored.
    const live = () => this.find(id)?.status === 'uploading';
    const task = this.createTask(file, target, {
      onProgress: (sent) => live() && this.update(id, { sent }),
      onSuccess: (itemId) => {
        if (!live()) return;
        this.tasks.delete(id);
        this.update(id, { status: 'done', sent: file.size, itemId });
        const entry = this.find(id);
        if (entry) this.options.onUploaded?.(entry);
        this.pump();
      },
      onError: (message) => {
        if (!live()) return;
        this.update(id, { status: 'error', error: message });
        this.pump();
      },
    });
    this.tasks.set(id, task);
    return task;
  }

  private forget(id: string): void {
    this.files.delete(id);
    this.targets.delete(id);
    this.tasks.delete(id);
  }

  private find(id: string): UploadEntry | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  private update(id: string, patch: Partial<UploadEntry>): void {
    this.entries = this.entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export interface QueueSummary {
  /** Files that count toward the overall progress (not refused nor cancelled). */
  files: number;
  done: number;
  failed: number;
  active: number;
  /** 0–100 over the bytes of those files. */
  percent: number;
}

export function summarize(entries: readonly UploadEntry[]): QueueSummary {
  const counted = entries.filter((entry) => LISTED.includes(entry.status));
  const total = counted.reduce((sum, entry) => sum + entry.size, 0);
  const sent = counted.reduce((sum, entry) => sum + (entry.status === 'done' ? entry.size : entry.sent), 0);
  const allDone = counted.length > 0 && counted.every((entry) => entry.status === 'done');
  return {
    files: counted.length,
    done: counted.filter((entry) => entry.status === 'done').length,
    failed: counted.filter((entry) => entry.status === 'error').length,
    active: counted.filter((entry) => entry.status === 'queued' || entry.status === 'uploading').length,
    percent: allDone ? 100 : total === 0 ? 0 : Math.min(100, Math.floor((sent / total) * 100)),
  };
}

/** 0–100 for one row. */
export function entryPercent(entry: UploadEntry): number {
  if (entry.status === 'done') return 100;
  return entry.size === 0 ? 0 : Math.min(100, Math.floor((entry.sent / entry.size) * 100));
}
