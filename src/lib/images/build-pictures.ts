/**
 * Run by next.config.ts before every production build: loads the content, which checks every
 * picture it names (a photo too small, too large or unreadable stops the build here, naming the
 * file and the field), then makes the resized copies of its photos.
 */
import { photos } from '../../content/load';
import '../../content/clients';
import '../../content/portfolio';
import '../../content/projects';
import '../../content/services';
import '../../content/team';
import '../../content/testimonials';
import { getAllPosts } from '../blog/posts';
import { makeCopies, type PictureBuildStats } from './build';

export async function buildPictures(root = process.cwd()): Promise<PictureBuildStats> {
  getAllPosts();
  return makeCopies(photos.values(), root);
}
