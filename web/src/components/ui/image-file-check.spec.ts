import { describe, expect, it } from '@jest/globals';
import { imageFileProblem } from './image-file-check';

describe('imageFileProblem', () => {
  it('lets .jpg, .jpeg, .png and .gif up to 1048576 bytes through', () => {
    for (const name of ['me.jpg', 'ME.JPEG', 'a.png', 'b.GIF'])
      expect(imageFileProblem({ name, size: 1_048_576 })).toBeUndefined();
  });

  it('refuses one byte more, an empty file and other names, in the server’s words', () => {
    expect(imageFileProblem({ name: 'me.jpg', size: 1_048_577 })).toBe(
      'The image is larger than 1048576 bytes (Images accept .jpg, .png, .gif up to 1048576 bytes)',
    );
    expect(imageFileProblem({ name: 'me.jpg', size: 0 })).toMatch(/^The image file is empty/);
    expect(imageFileProblem({ name: 'logo.svg', size: 10 })).toMatch(/^The file is not a \.jpg, \.png or \.gif image/);
    expect(imageFileProblem({ name: 'photo.heic', size: 10 })).toMatch(/not a \.jpg/);
  });
});
