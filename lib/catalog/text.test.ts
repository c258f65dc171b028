import { describe, expect, it } from 'vitest';
import { byPositionThenName, compareTurkish, normalizeText, slugify } from '@/lib/catalog/text';

describe('normalizeText: Turkish casing (İ/ı) for search', () => {
  it('meets "İskender", "ISKENDER" and "iskender" in one word', () => {
    for (const typed of ['İskender', 'İSKENDER', 'iskender', 'Iskender']) expect(normalizeText(typed)).toBe('iskender');
  });

  it('lower-cases a dotless capital I as ı, then folds it, so "ISPANAK" finds "ıspanak"', () => {
    expect(normalizeText('ISPANAK')).toBe('ispanak');
    expect(normalizeText('ıspanak')).toBe('ispanak');
    expect(normalizeText('Ispanaklı Börek')).toBe('ispanakli borek');
  });

  it('folds ç, ğ, ö, ş, ü and keeps words apart', () => {
    expect(normalizeText('ÇİĞ KÖFTE')).toBe('cig kofte');
    expect(normalizeText('Çiğ köfte (dürüm)')).toBe('cig kofte durum');
    expect(normalizeText('Şöbiyet, Güllaç')).toBe('sobiyet gullac');
  });
});

describe('slugify: Turkish names to ASCII slugs', () => {
  it('writes İ and I as i, and the other Turkish letters as their ASCII pair', () => {
    expect(slugify('İskender Kebap')).toBe('iskender-kebap');
    expect(slugify('IĞDIR Usulü Ispanak')).toBe('igdir-usulu-ispanak');
    expect(slugify('Çiğ Köfte')).toBe('cig-kofte');
    expect(slugify('Kuzu Şiş (Büyük)')).toBe('kuzu-sis-buyuk');
  });
});

describe('compareTurkish and byPositionThenName: the Turkish alphabet', () => {
  it('puts ç after c, ı before i, ö after o, ş after s and ü after u', () => {
    const names = ['Zeytinyağlı', 'İskender', 'Şakşuka', 'Ispanak', 'Çiğ köfte', 'Sütlaç', 'Cacık', 'Üzüm', 'Ufak köfte', 'Önder'];
    expect([...names].sort(compareTurkish)).toEqual([
      'Cacık',
      'Çiğ köfte',
      'Ispanak',
      'İskender',
      'Önder',
      'Sütlaç',
      'Şakşuka',
      'Ufak köfte',
      'Üzüm',
      'Zeytinyağlı',
    ]);
  });

  it('orders by position first, the name only between equal positions', () => {
    const rows = [
      { position: 1, name: 'Çorba' },
      { position: 0, name: 'İskender' },
      { position: 1, name: 'Cacık' },
      { position: 0, name: 'ıspanak' },
    ];
    expect([...rows].sort(byPositionThenName).map((r) => r.name)).toEqual(['ıspanak', 'İskender', 'Cacık', 'Çorba']);
  });
});
