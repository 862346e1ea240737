import { describe, expect, it } from 'vitest';
import { bookingPath, detailsPath, guidFrom, parseSrcset, whatsappUrl, wordCount } from './advert-links';
import { EMPTY_FILTERS, searchQuery } from './api/search-adverts';

const GUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('advert links', () => {
  it('builds the routes of an advert', () => {
    expect(detailsPath(GUID)).toBe(`/details?guid=${GUID}`);
    expect(bookingPath(GUID)).toBe(`/bookAnAppointment?guid=${GUID}`);
  });

  it('accepts only a well-formed guid from the address', () => {
    expect(guidFrom(new URLSearchParams(`guid=${GUID}`))).toBe(GUID);
    expect(guidFrom(new URLSearchParams(`guid=%20${GUID}%20`))).toBe(GUID);
    expect(guidFrom(new URLSearchParams('guid=1 OR 1=1'))).toBe('');
    expect(guidFrom(new URLSearchParams(''))).toBe('');
  });

  it('links WhatsApp with the international number as digits', () => {
    expect(whatsappUrl({ phone_code: '+45', phone_number: '20 30-40 50' })).toBe('https://wa.me/4520304050');
    expect(whatsappUrl({ phone_code: '+45', phone_number: '' })).toBeNull();
  });
});

describe('about text', () => {
  it('counts words, not tags or entities', () => {
    expect(wordCount('<p>Hello <strong>dear</strong>&nbsp;friend</p><br/>')).toBe(3);
    expect(wordCount('')).toBe(0);
    expect(wordCount(`<p>${'word '.repeat(101)}</p>`)).toBe(101);
  });
});

describe('srcset', () => {
  it('gives the lightbox every WebP width with its height', () => {
    expect(parseSrcset('/media/a/320.webp 320w, /media/a/640.webp 640w', 1.25)).toEqual([
      { src: '/media/a/320.webp', width: 320, height: 400 },
      { src: '/media/a/640.webp', width: 640, height: 800 },
    ]);
    expect(parseSrcset('garbage', 1)).toEqual([]);
  });
});

describe('search query', () => {
  it('sends digits as a postal code prefix and words as a place', () => {
    expect(searchQuery({ ...EMPTY_FILTERS, address: ' 21 ' }, 1)).toMatchObject({
      zip_code: '21',
      address: undefined,
    });
    expect(searchQuery({ ...EMPTY_FILTERS, address: 'Køge' }, 2)).toMatchObject({
      zip_code: undefined,
      address: 'Køge',
      page: 2,
      page_size: 9,
    });
  });

  it('passes sex, the age bucket value and the service through', () => {
    expect(searchQuery({ sex: 'Woman', age: '30', interests: '4', address: '' }, 1)).toMatchObject({
      sex: 'Woman',
      age: '30',
      interests: '4',
    });
  });
});
