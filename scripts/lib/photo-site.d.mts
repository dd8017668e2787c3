/** Types of photo-site.mjs, for the TypeScript tests. */
import type { ChildProcess } from 'node:child_process';

export declare const PHOTO_SITE_DIR: string;
export declare const PHOTOS: { member: string; project: string; post: string };
export declare const METADATA_MARKS: string[];
export declare const PORTRAIT_TOP_COLOUR: { r: number; g: number; b: number };
export interface PhotoFixtures {
  portrait: string;
  screenshot: string;
  cover: string;
}
export declare function makePhotoFixtures(dir: string, options?: { scale?: number }): Promise<PhotoFixtures>;
export declare function preparePhotoSite(): Promise<PhotoFixtures>;
export declare function buildPhotoSite(env?: Record<string, string>): { status: number; output: string };
export declare function startPhotoSite(port: number): ChildProcess;
