export function writeManifest(_dir: string, _map: unknown): void {}
