import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountReviewData, VerificationData } from '@velvet/contract';
import { durationInWords } from '@velvet/contract/durations';
import { setSession } from '../../lib/session';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import { ModerationNote } from './moderation-note';
import { ReviewStatus } from './review-status';
import { VerificationPanel } from './verification-panel';
import { VerifiedPhotosBadge } from './verified-photos-badge';
import { VerifiedPhotosFilter } from './verified-photos-filter';

const NONE: VerificationData = {
  status: 'none',
  word: null,
  reason: null,
  selfie: null,
  issued_at: null,
  submitted_at: null,
  decided_at: null,
  photo_verified: false,
};
const ISSUED: VerificationData = {
  ...NONE,
  status: 'word_issued',
  word: 'orbit',
  issued_at: '2026-11-25T10:00:00Z',
};
const SELFIE = { src: '/media/img/s1/640.webp?exp=1&sig=x', srcset: '', width: 900, height: 1200 };
const PENDING: VerificationData = {
  ...ISSUED,
  status: 'pending',
  selfie: SELFIE,
  submitted_at: '2026-11-25T10:05:00Z',
};

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

describe('VerificationPanel', () => {
  it('asks for a word, shows it, and sends the selfie holding it as the multipart field "photo"', async () => {
    let state = NONE;
    const sent = answerApi({
      'GET /api/account/verification': () => ok(state),
      'POST /api/account/verification/word': () => {
        state = ISSUED;
        return ok(state, 'Here is your word.');
      },
      'POST /api/account/verification': () => {
        state = PENDING;
        return ok(state, 'Thank you.');
      },
    });
    const { user } = await renderApp(<VerificationPanel />);
    const panel = await screen.findByTestId('verification-panel');
    expect(within(panel).getByRole('heading', { name: 'Verified photos' })).toBeInTheDocument();
    expect(within(panel).queryByTestId('verified-photos-badge')).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Ask for photo verification' }));
    expect(await within(panel).findByTestId('verification-word')).toHaveTextContent('orbit');

    // Sending without a photo asks for one, without a request.
    await user.click(within(panel).getByRole('button', { name: 'Send photo' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Please choose a photo first.');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(within(panel).getByLabelText('Photo holding the word'), file);
    await user.click(within(panel).getByRole('button', { name: 'Send photo' }));

    expect(
      await within(panel).findByText(/Waiting for review: an operator will compare/),
    ).toBeInTheDocument();
    const selfie = within(panel).getByRole('img', { name: 'Your verification photo' });
    expect(selfie).toHaveAttribute('src', SELFIE.src);
    expect(within(panel).getByText('Only you and the operators see this photo.')).toBeInTheDocument();
    const upload = sent.find((r) => r.method === 'POST' && r.url.pathname === '/api/account/verification')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('photo')).toMatchObject({ name: 'me.jpg' });
  });

  it('shows the server’s refusal of the photo on the panel, in Danish', async () => {
    answerApi({
      'GET /api/account/verification': ok(ISSUED),
      'POST /api/account/verification': refused(422, 'Valideringsfejl', {
        photo: ['Vælg et billede af dig selv, hvor du holder ordet.'],
      }),
    });
    const { user } = await renderApp(<VerificationPanel />, { lang: 'da' });
    const panel = await screen.findByTestId('verification-panel');
    await user.upload(
      await within(panel).findByLabelText('Billede med ordet'),
      new File(['x'], 'x.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Send billede' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Vælg et billede af dig selv, hvor du holder ordet.',
    );
  });

  it('approved: the badge beside the title, in Danish', async () => {
    answerApi({
      'GET /api/account/verification': ok({ ...PENDING, status: 'approved', photo_verified: true }),
    });
    await renderApp(<VerificationPanel />, { lang: 'da' });
    const panel = await screen.findByTestId('verification-panel');
    expect(await within(panel).findByTestId('verified-photos-badge')).toHaveTextContent(
      'Verificerede billeder',
    );
    expect(within(panel).getByText(/Dine billeder er verificerede/)).toBeInTheDocument();
  });

  it('rejected: the reason, and asking again is offered', async () => {
    answerApi({
      'GET /api/account/verification': ok({
        ...PENDING,
        status: 'rejected',
        reason: 'The word is not readable',
      }),
    });
    await renderApp(<VerificationPanel />);
    const panel = await screen.findByTestId('verification-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your verification was not approved: The word is not readable.',
    );
    expect(within(panel).getByRole('button', { name: 'Ask for photo verification' })).toBeInTheDocument();
  });
});

describe('ReviewStatus (dashboard)', () => {
  const review = (data: Partial<AccountReviewData>): AccountReviewData => ({
    mode: 'pre',
    status: 'pending',
    held: true,
    reason: null,
    held_media: 2,
    ...data,
  });

  it('says "Waiting for review" while the advert is held, in both languages', async () => {
    for (const [lang, title, text] of [
      ['en', 'Waiting for review', 'Your advert is not shown to visitors until it is approved'],
      ['da', 'Venter på gennemsyn', 'Din annonce vises ikke for besøgende, før den er godkendt'],
    ] as const) {
      answerApi({ 'GET /api/account/review': ok(review({})) });
      const { unmount } = await renderApp(<ReviewStatus />, { lang });
      const status = await screen.findByTestId('review-status');
      expect(status).toHaveRole('status');
      expect(status).toHaveTextContent(title);
      expect(status).toHaveTextContent(text);
      unmount();
    }
  });

  it('counts held photos of a public advert, shows a rejection’s reason, and nothing once approved', async () => {
    answerApi({ 'GET /api/account/review': ok(review({ held: false, held_media: 1 })) });
    const first = await renderApp(<ReviewStatus />);
    expect(await screen.findByTestId('review-status')).toHaveTextContent(
      '1 new photo or video waits for an operator',
    );
    first.unmount();

    answerApi({
      'GET /api/account/review': ok(review({ status: 'rejected', reason: 'Contact details in the photos' })),
    });
    const second = await renderApp(<ReviewStatus />, { lang: 'da' });
    const alert = await screen.findByTestId('review-status');
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent('Begrundelse: Contact details in the photos.');
    second.unmount();

    const sent = answerApi({
      'GET /api/account/review': ok(review({ status: 'approved', held: false, held_media: 0 })),
    });
    await renderApp(<ReviewStatus />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('review-status')).not.toBeInTheDocument();
  });
});

describe('ModerationNote (/about)', () => {
  it.each([
    ['en', 'post', 'Adverts are published as soon as the advertiser has confirmed their email'],
    ['en', 'pre', 'Every advert is reviewed by our operators before it is published'],
    ['da', 'post', 'Annoncer offentliggøres, så snart annoncøren har bekræftet sin e-mail'],
    ['da', 'pre', 'Hver annonce gennemses af vores moderatorer, før den offentliggøres'],
  ] as const)('%s, MODERATION=%s: says what the running mode does', async (lang, moderation, text) => {
    const sent = answerApi({ 'GET /api/config': ok({ moderation }) });
    await renderApp(<ModerationNote />, { lang });
    expect(await screen.findByTestId('moderation-note')).toHaveTextContent(text);
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
  });
});

describe('How long operators take (/about and the verification panel)', () => {
  it.each([
    ['en', 'Operators decide on a verification or a review in about', 'median over the last 30 days'],
    [
      'da',
      'Operatørerne træffer afgørelse om en verificering eller en gennemgang på omkring',
      'seneste 30 dage',
    ],
  ] as const)('%s: the median in words', async (lang, start, end) => {
    answerApi({
      'GET /api/config': ok({ moderation: 'post' }),
      'GET /api/review-times': ok({ window_days: 30, decisions: 12, median_seconds: 3 * 3600 + 600 }),
    });
    await renderApp(<ModerationNote />, { lang });
    const text = await screen.findByTestId('review-time');
    // 3 hours 10 minutes reads as the product's own rounding: "3 hours" / "3 timer".
    expect(durationInWords(lang, 3 * 3600 + 600)).toBe(lang === 'en' ? '3 hours' : '3 timer');
    expect(text).toHaveTextContent(`${start} ${durationInWords(lang, 3 * 3600 + 600)} (`);
    expect(text).toHaveTextContent(end);
  });

  it.each([
    ['en', 'Operators have not made enough decisions yet'],
    ['da', 'Operatørerne har endnu ikke truffet nok afgørelser'],
  ] as const)('%s: too few decisions say so, with no figure', async (lang, words) => {
    answerApi({
      'GET /api/account/verification': ok(NONE),
      'GET /api/review-times': ok({ window_days: 30, decisions: 2, median_seconds: null }),
    });
    await renderApp(<VerificationPanel />, { lang });
    const text = await screen.findByTestId('review-time');
    expect(text).toHaveTextContent(words);
    expect(text.textContent).not.toMatch(/\d/);
  });

  it('says nothing when the figure cannot be read', async () => {
    const sent = answerApi({ 'GET /api/config': ok({ moderation: 'post' }) });
    await renderApp(<ModerationNote />);
    await screen.findByTestId('moderation-note');
    await waitFor(() => expect(sent.some((r) => r.url.pathname === '/api/review-times')).toBe(true));
    expect(screen.queryByTestId('review-time')).not.toBeInTheDocument();
  });
});

describe('Verified photos badge and filter', () => {
  it('the badge shows only for verified photos, in both languages', async () => {
    const { unmount } = await renderApp(
      <>
        <VerifiedPhotosBadge verified />
        <VerifiedPhotosBadge verified={false} />
      </>,
    );
    expect(screen.getAllByTestId('verified-photos-badge')).toHaveLength(1);
    expect(screen.getByTestId('verified-photos-badge')).toHaveTextContent('Verified photos');
    unmount();
    await renderApp(<VerifiedPhotosBadge verified />, { lang: 'da' });
    expect(screen.getByTestId('verified-photos-badge')).toHaveTextContent('Verificerede billeder');
  });

  it('the home filter is a labelled checkbox', async () => {
    function Filter() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <VerifiedPhotosFilter checked={checked} onChange={setChecked} />
          <output>{checked ? 'only verified' : 'all'}</output>
        </>
      );
    }
    const { user } = await renderApp(<Filter />, { lang: 'da' });
    const box = screen.getByRole('checkbox', { name: 'Verificerede billeder' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText('only verified')).toBeInTheDocument();
  });
});
