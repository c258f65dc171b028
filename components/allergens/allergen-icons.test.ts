import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_TAGS } from '@/lib/catalog/allergens';

const sprite = fs.readFileSync('public/allergens.svg', 'utf8');
const css = fs.readFileSync('components/allergens/allergen-icons.module.css', 'utf8');

describe('the allergen pictograms', () => {
  it.each([...ALLERGENS, ...DIETARY_TAGS])('draw %s: a view of its own in the sprite, and the rules that paint it', (code) => {
    const view = new RegExp(`<view id="${code}" viewBox="(\\d+) 0 24 24"/>`).exec(sprite);
    expect(view, `public/allergens.svg has no view for ${code}`).not.toBeNull();
    // The view frames the cell its drawing stands in.
    expect(sprite).toContain(`<g id="${code}-icon" transform="translate(${view?.[1]} 0)">`);
    expect(css).toContain(`.${code}.icon,\n.${code}.marked::before {\n  mask-image: url(/allergens.svg#${code});`);
  });

  it('give every code its own cell', () => {
    const cells = [...sprite.matchAll(/<view id="[a-z]+" viewBox="(\d+) 0 24 24"\/>/g)].map((m) => m[1]);
    expect(new Set(cells).size).toBe(ALLERGENS.length + DIETARY_TAGS.length);
  });
});
