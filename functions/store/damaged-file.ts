/** A file of the data folder that is not what was written: the server must not start from it. */
export class DamagedFile extends Error {
  override name = "DamagedFile";
  constructor(
    /** The file's path. */
    readonly file: string,
    /** What is wrong with it, in words. */
    readonly why: string,
  ) {
    super(`${file}: ${why}`);
  }
}
