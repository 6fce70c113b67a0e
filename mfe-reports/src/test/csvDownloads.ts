/**
 * Catches what downloadCsv saves: jsdom has no URL.createObjectURL and does not follow links, so
 * the blob handed to createObjectURL and the link's file name are recorded instead.
 */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/** A blob's text with its byte order mark kept (FileReader.readAsText would drop it). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const buffer = reader.result;
      if (!(buffer instanceof ArrayBuffer)) {
        reject(new Error('no data'));
        return;
      }
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

export interface CsvDownloads {
  files: SavedFile[];
  /** The text of the n-th saved file, byte order mark dropped. */
  text(n?: number): Promise<string>;
  restore(): void;
}

/** Puts back a property of URL as it was (jsdom has none of these, so usually: removes it). */
export function restoreUrlProperty(name: 'createObjectURL' | 'revokeObjectURL', saved: PropertyDescriptor | undefined) {
  if (saved) Object.defineProperty(URL, name, saved);
  else Reflect.deleteProperty(URL, name);
}

export function catchCsvDownloads(): CsvDownloads {
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test-${blobs.size + 1}`;
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, blob });
  });
  return {
    files,
    async text(n = 0) {
      const file = files[n];
      if (!file) throw new Error(`no file #${n} was saved`);
      const text = await readBlob(file.blob);
      return text.startsWith('\uFEFF') ? text.slice(1) : text;
    },
    restore() {
      restoreUrlProperty('createObjectURL', original.create);
      // A download revokes its URL a second later, after the test: keep that harmless.
      if (original.revoke) restoreUrlProperty('revokeObjectURL', original.revoke);
      else URL.revokeObjectURL = () => undefined;
      click.mockRestore();
    },
  };
}
