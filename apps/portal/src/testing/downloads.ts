import { spyOn } from 'storybook/test';

/** What a screen handed to the browser while `run` ran. */
export interface CaughtFiles {
  /** The anchors the screen clicked to download (caught, not performed). */
  clicks: HTMLAnchorElement[];
  /** The text of the file behind an object URL the screen made (even once it is revoked). */
  textOf: (url: string | undefined) => Promise<string>;
}

/** Catches the downloads and object URLs a screen makes while `run` runs. */
export async function catchDownloads(run: (caught: CaughtFiles) => Promise<void>): Promise<void> {
  const clicks: HTMLAnchorElement[] = [];
  const files = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  const created = spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) files.set(url, object);
    return url;
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  const textOf = async (url: string | undefined) => {
    const file = url === undefined ? undefined : files.get(url);
    if (!file) throw new Error(`Nenhum arquivo foi entregue ao navegador em ${url}.`);
    return file.text();
  };
  try {
    await run({ clicks, textOf });
  } finally {
    click.mockRestore();
    created.mockRestore();
  }
}
