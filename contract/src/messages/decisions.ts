/**
 * Statements of reasons, appeals and the terms' moderation clauses. The clauses are quoted word for word in
 * every decision and shown on /terms, so both read this one text.
 */
export const decisions = {
  en: {
    'decisions.restriction.advert_held': 'Your advert is held back from the public',
    'decisions.restriction.advert_released': 'Your advert is public again',
    'decisions.restriction.advert_suspended': 'Your advert is suspended',
    'decisions.restriction.advert_restored': 'Your advert is no longer suspended',
    'decisions.restriction.advert_removed': 'Your advert is removed',
    'decisions.restriction.media_hidden': 'A photo or video is hidden',
    'decisions.restriction.media_restored': 'A photo or video is shown again',
    'decisions.restriction.validated_lost': 'Your advert lost the Validated badge',
    'decisions.restriction.featured_lost': 'Your advert is no longer featured',
    'decisions.restriction.payment_reversed': 'A payment was reversed',
    'decisions.scope.advert': 'The whole advert, on every page and list of the site',
    'decisions.scope.account': 'Your account',
    'decisions.scope.photo': 'One photo',
    'decisions.scope.video': 'One video',
    'decisions.scope.badge': 'The badge or place, not the advert',
    'decisions.scope.payment': 'One payment and the period it paid for',
    'decisions.facts.copied_photo':
      'Our copied-photo screen found that your photo no. {photo} matches a photo another advertiser published earlier (it may be scaled, cropped or re-encoded).',
    'decisions.facts.indicator_phrases':
      'Your advert contains phrases on our list of signs that someone may not be advertising of their own free will: {phrases}.',
    'decisions.facts.shared_phone': 'The phone number in your advert is also used by another account.',
    'decisions.facts.age_check_failed':
      'An age check with MitID, through an identity broker, answered that you are not 18 or older.',
    'decisions.facts.pre_moderation':
      'New adverts, photos and videos are shown only after a moderator has looked at them.',
    'decisions.facts.review_rejected': 'A moderator reviewed your advert and rejected it: {note}',
    'decisions.facts.review_approved': 'A moderator reviewed your advert and approved it.',
    'decisions.facts.operator': 'A moderator decided this. The moderator wrote: {note}',
    'decisions.facts.cleared': 'A moderator checked what was found and found nothing wrong.',
    'decisions.facts.removed': 'A moderator removed the advert for breaking sections 1 to 4 of our terms.',
    'decisions.facts.appeal_reversed': 'Your appeal against decision {reference} was accepted: {note}',
    'decisions.detected_auto': 'Found by automated means.',
    'decisions.detected_person': 'Found by a person (a moderator or a report).',
    'decisions.decided_auto': 'Decided by automated means, without a person.',
    'decisions.decided_person': 'Decided by a person.',
    'decisions.ground_law': 'Ground: the law, as set out in clause {clause} of our terms.',
    'decisions.redress.appeal':
      'Appeal to us until {until}: from "Decisions" on your dashboard. A moderator other than the one who decided answers, and a person always looks at what automated means decided.',
    'decisions.redress.out_of_court':
      'Take the dispute to an out-of-court dispute settlement body certified under the EU Digital Services Act (Art. 21).',
    'decisions.redress.courts': 'Take the matter to the Danish courts.',
    'decisions.appeal_sent':
      'Your appeal is sent. A moderator other than the one who decided will answer it.',
    'decisions.appeal_text_required': 'Please tell us why the decision is wrong.',
    'decisions.appeal_text_too_long': 'Please keep your appeal under 2000 characters.',
    'decisions.not_appealable': 'This decision restricts nothing, so there is nothing to appeal.',
    'decisions.appeal_exists': 'You have already appealed this decision.',
    'decisions.appeal_expired': 'The six months to appeal this decision have passed.',
    'decisions.own_decision': 'You made this decision: another moderator must answer the appeal.',
    'decisions.appeal_not_open': 'This appeal has already been answered.',
    'decisions.outcome_required': 'Please choose whether the decision is upheld or reversed.',
    'decisions.reason_required': 'Please give the reasons for your answer.',
    'decisions.reason_too_long': 'Please keep the reasons under 2000 characters.',
    'decisions.appeal_upheld': 'The appeal is answered: the decision stands.',
    'decisions.appeal_answered': 'The appeal is answered and the advertiser is emailed.',
    'decisions.cannot_restore': 'This restriction cannot be undone by an appeal; uphold it and act by hand.',
    'decisions.appeal_reversed':
      'The appeal is answered: the decision is reversed and the restriction lifted.',

    'terms.clause.5_1':
      'Anyone can report an advert with the "Report this advert" button, without an account. You receive a reference at once. If you leave an email address, we tell you the outcome and whether automated means were used. Reports from trusted flaggers (organisations and authorities we have approved) are handled first.',
    'terms.clause.5_2':
      'Copied-photo screen: a computer compares a fingerprint of every uploaded photo with the photos of other accounts. A photo that matches one another advertiser published earlier, even scaled, cropped or re-encoded, holds the later advert back from the public at once, without a person. A moderator then checks it and either lifts the hold or keeps it. The advertiser who published a photo first is never held by it.',
    'terms.clause.5_3':
      'Indicator phrases: a computer compares the text of every advert with a list of phrases that can be signs of trafficking or coercion, kept by our moderators. A match puts the advert in our safety queue; a moderator decides whether to hold it back.',
    'terms.clause.5_4':
      'Shared-phone check: a computer notices when the same phone number is used by several accounts. The advert is put in our safety queue; a moderator decides whether to hold it back.',
    'terms.clause.5_5':
      'Review queue: moderators look at new adverts, photos and videos. They may approve an advert, or reject it with reasons; a rejected advert is hidden until it is changed and approved.',
    'terms.clause.5_6':
      'Pre-moderation: when the site runs with pre-moderation, a new advert and every new photo or video is hidden automatically until a moderator approves it.',
    'terms.clause.5_7':
      'Moderators may suspend or remove an advert, hide a photo or video, take away the Validated badge or a featured place, or reverse a payment when an advert breaks sections 1 to 4 of these terms or the law.',
    'terms.clause.5_8':
      'Every restriction, and every lifting of one, comes with a statement of reasons, by email and under "Decisions" on your dashboard: what is restricted, the facts, whether automated means found or decided it, the clause it rests on and how to contest it.',
    'terms.clause.5_9':
      'You can appeal any decision from your dashboard within six months, with your reasons. A moderator other than the one who decided answers it, and a person always reviews a decision that automated means made alone. If the appeal succeeds, what was restricted is restored. You may also turn to an out-of-court dispute settlement body certified under the EU Digital Services Act, or to the Danish courts.',
    'terms.clause.5_10':
      'Single point of contact, for users and for authorities, in Danish or English: {support}.',
    'terms.clause.5_11':
      'Age check: an advertiser may prove with MitID, through an identity broker, that she is 18 or older; we keep only the answer, the broker and the time, never a CPR number or a name. An answer that she is not 18 or older holds the advert back at once, without a person; a moderator then checks it and either lifts the hold or keeps it.',
    'terms.moderation_title': '5. Reporting and moderation',

    'emails.decision.subject': 'Decision {reference}: {restriction}',
    'emails.decision.what': '{restriction}.',
    'emails.decision.scope': 'What it covers: {scope}',
    'emails.decision.facts': 'Why: {facts}',
    'emails.decision.means': 'How: {detected} {decided}',
    'emails.decision.ground': 'Ground: clause {clause} of our terms: "{text}"',
    'emails.decision.redress': 'How to contest it:',
    'emails.decision.dashboard':
      'Read it and appeal under "Decisions" on your dashboard: {url}. Questions: write to {support}.',
    'emails.appeal_outcome.subject': 'Your appeal against decision {reference}',
    'emails.appeal_outcome.upheld': 'A moderator has reviewed your appeal. The decision stands.',
    'emails.appeal_outcome.reversed':
      'A moderator has reviewed your appeal and reversed the decision. What was restricted is restored.',
    'emails.appeal_outcome.reason': "The moderator's reasons: {reason}",
    'emails.report_outcome.automated': 'Automated means helped find or decide this.',
    'emails.report_outcome.manual': 'A person decided this; no automated means were used.',
  },
  da: {
    'decisions.restriction.advert_held': 'Din annonce er holdt tilbage fra offentligheden',
    'decisions.restriction.advert_released': 'Din annonce er offentlig igen',
    'decisions.restriction.advert_suspended': 'Din annonce er suspenderet',
    'decisions.restriction.advert_restored': 'Din annonce er ikke længere suspenderet',
    'decisions.restriction.advert_removed': 'Din annonce er fjernet',
    'decisions.restriction.media_hidden': 'Et foto eller en video er skjult',
    'decisions.restriction.media_restored': 'Et foto eller en video vises igen',
    'decisions.restriction.validated_lost': 'Din annonce har mistet mærket Valideret',
    'decisions.restriction.featured_lost': 'Din annonce er ikke længere fremhævet',
    'decisions.restriction.payment_reversed': 'En betaling blev tilbageført',
    'decisions.scope.advert': 'Hele annoncen, på alle sider og lister på sitet',
    'decisions.scope.account': 'Din konto',
    'decisions.scope.photo': 'Ét foto',
    'decisions.scope.video': 'Én video',
    'decisions.scope.badge': 'Mærket eller pladsen, ikke annoncen',
    'decisions.scope.payment': 'Én betaling og den periode, den betalte for',
    'decisions.facts.copied_photo':
      'Vores kontrol af kopierede fotos fandt, at dit foto nr. {photo} svarer til et foto, som en anden annoncør har offentliggjort tidligere (evt. skaleret, beskåret eller gemt igen).',
    'decisions.facts.indicator_phrases':
      'Din annonce indeholder fraser fra vores liste over tegn på, at nogen måske ikke annoncerer af egen fri vilje: {phrases}.',
    'decisions.facts.shared_phone': 'Telefonnummeret i din annonce bruges også af en anden konto.',
    'decisions.facts.age_check_failed':
      'Et alderstjek med MitID gennem en identitetsmægler svarede, at du ikke er 18 år eller ældre.',
    'decisions.facts.pre_moderation':
      'Nye annoncer, fotos og videoer vises først, når en moderator har set dem.',
    'decisions.facts.review_rejected': 'En moderator har gennemgået din annonce og afvist den: {note}',
    'decisions.facts.review_approved': 'En moderator har gennemgået din annonce og godkendt den.',
    'decisions.facts.operator': 'En moderator har truffet denne afgørelse. Moderatoren skrev: {note}',
    'decisions.facts.cleared': 'En moderator har tjekket det fundne og fandt intet forkert.',
    'decisions.facts.removed': 'En moderator har fjernet annoncen for brud på afsnit 1 til 4 i vores vilkår.',
    'decisions.facts.appeal_reversed': 'Din klage over afgørelse {reference} blev imødekommet: {note}',
    'decisions.detected_auto': 'Fundet med automatiske midler.',
    'decisions.detected_person': 'Fundet af en person (en moderator eller en anmeldelse).',
    'decisions.decided_auto': 'Afgjort med automatiske midler, uden en person.',
    'decisions.decided_person': 'Afgjort af en person.',
    'decisions.ground_law': 'Grundlag: loven, som beskrevet i punkt {clause} i vores vilkår.',
    'decisions.redress.appeal':
      'Klag til os indtil {until}: fra "Afgørelser" på dit kontrolpanel. En anden moderator end den, der traf afgørelsen, svarer, og en person ser altid på det, automatiske midler har afgjort.',
    'decisions.redress.out_of_court':
      'Indbring tvisten for et udenretligt tvistbilæggelsesorgan, der er certificeret efter EU’s forordning om digitale tjenester (art. 21).',
    'decisions.redress.courts': 'Indbring sagen for de danske domstole.',
    'decisions.appeal_sent':
      'Din klage er sendt. En anden moderator end den, der traf afgørelsen, svarer på den.',
    'decisions.appeal_text_required': 'Fortæl os, hvorfor afgørelsen er forkert.',
    'decisions.appeal_text_too_long': 'Din klage må højst være 2000 tegn.',
    'decisions.not_appealable': 'Denne afgørelse begrænser intet, så der er intet at klage over.',
    'decisions.appeal_exists': 'Du har allerede klaget over denne afgørelse.',
    'decisions.appeal_expired': 'De seks måneder til at klage over denne afgørelse er gået.',
    'decisions.own_decision': 'Du traf denne afgørelse: en anden moderator skal svare på klagen.',
    'decisions.appeal_not_open': 'Denne klage er allerede besvaret.',
    'decisions.outcome_required': 'Vælg, om afgørelsen fastholdes eller omgøres.',
    'decisions.reason_required': 'Giv begrundelsen for dit svar.',
    'decisions.reason_too_long': 'Begrundelsen må højst være 2000 tegn.',
    'decisions.appeal_upheld': 'Klagen er besvaret: afgørelsen fastholdes.',
    'decisions.appeal_answered': 'Klagen er besvaret, og annoncøren har fået en e-mail.',
    'decisions.cannot_restore':
      'Denne begrænsning kan ikke omgøres ved en klage; fasthold den og handl manuelt.',
    'decisions.appeal_reversed': 'Klagen er besvaret: afgørelsen er omgjort, og begrænsningen er ophævet.',

    'terms.clause.5_1':
      'Alle kan anmelde en annonce med knappen "Anmeld denne annonce" uden en konto. Du får en reference med det samme. Hvis du oplyser en e-mailadresse, fortæller vi dig udfaldet, og om der blev brugt automatiske midler. Anmeldelser fra betroede anmeldere (organisationer og myndigheder, vi har godkendt) behandles først.',
    'terms.clause.5_2':
      'Kontrol af kopierede fotos: en computer sammenligner et fingeraftryk af hvert uploadet foto med andre kontoers fotos. Et foto, der svarer til et, som en anden annoncør har offentliggjort tidligere, også skaleret, beskåret eller gemt igen, holder den senere annonce tilbage fra offentligheden med det samme, uden en person. En moderator tjekker det derefter og ophæver eller fastholder tilbageholdelsen. Den annoncør, der først offentliggjorde et foto, holdes aldrig tilbage af det.',
    'terms.clause.5_3':
      'Indikatorfraser: en computer sammenligner teksten i hver annonce med en liste over fraser, der kan være tegn på menneskehandel eller tvang, og som vores moderatorer vedligeholder. Et fund sætter annoncen i vores sikkerhedskø; en moderator afgør, om den skal holdes tilbage.',
    'terms.clause.5_4':
      'Kontrol af delte telefonnumre: en computer opdager, når samme telefonnummer bruges af flere konti. Annoncen sættes i vores sikkerhedskø; en moderator afgør, om den skal holdes tilbage.',
    'terms.clause.5_5':
      'Gennemgangskø: moderatorer ser nye annoncer, fotos og videoer igennem. De kan godkende en annonce eller afvise den med en begrundelse; en afvist annonce er skjult, indtil den er ændret og godkendt.',
    'terms.clause.5_6':
      'Forhåndsmoderering: når sitet kører med forhåndsmoderering, skjules en ny annonce og hvert nyt foto eller video automatisk, indtil en moderator godkender dem.',
    'terms.clause.5_7':
      'Moderatorer kan suspendere eller fjerne en annonce, skjule et foto eller en video, fjerne mærket Valideret eller en fremhævet plads eller tilbageføre en betaling, når en annonce bryder afsnit 1 til 4 i disse vilkår eller loven.',
    'terms.clause.5_8':
      'Enhver begrænsning, og enhver ophævelse af en, kommer med en begrundelse, på e-mail og under "Afgørelser" på dit kontrolpanel: hvad der begrænses, fakta, om automatiske midler fandt eller afgjorde det, hvilket punkt den bygger på, og hvordan du kan klage.',
    'terms.clause.5_9':
      'Du kan klage over enhver afgørelse fra dit kontrolpanel inden for seks måneder med din begrundelse. En anden moderator end den, der traf afgørelsen, svarer, og en person gennemgår altid en afgørelse, som automatiske midler traf alene. Får du medhold, genoprettes det, der blev begrænset. Du kan også gå til et udenretligt tvistbilæggelsesorgan, der er certificeret efter EU’s forordning om digitale tjenester, eller til de danske domstole.',
    'terms.clause.5_10':
      'Ét kontaktpunkt, for brugere og for myndigheder, på dansk eller engelsk: {support}.',
    'terms.clause.5_11':
      'Alderstjek: En annoncør kan med MitID gennem en identitetsmægler bevise, at hun er 18 år eller ældre; vi gemmer kun svaret, mægleren og tidspunktet, aldrig et CPR-nummer eller et navn. Et svar om, at hun ikke er 18 år eller ældre, holder annoncen tilbage med det samme uden en person; en moderator tjekker den derefter og ophæver eller fastholder tilbageholdelsen.',
    'terms.moderation_title': '5. Anmeldelser og moderering',

    'emails.decision.subject': 'Afgørelse {reference}: {restriction}',
    'emails.decision.what': '{restriction}.',
    'emails.decision.scope': 'Hvad den omfatter: {scope}',
    'emails.decision.facts': 'Hvorfor: {facts}',
    'emails.decision.means': 'Hvordan: {detected} {decided}',
    'emails.decision.ground': 'Grundlag: punkt {clause} i vores vilkår: "{text}"',
    'emails.decision.redress': 'Sådan klager du:',
    'emails.decision.dashboard':
      'Læs den og klag under "Afgørelser" på dit kontrolpanel: {url}. Spørgsmål: skriv til {support}.',
    'emails.appeal_outcome.subject': 'Din klage over afgørelse {reference}',
    'emails.appeal_outcome.upheld': 'En moderator har gennemgået din klage. Afgørelsen fastholdes.',
    'emails.appeal_outcome.reversed':
      'En moderator har gennemgået din klage og omgjort afgørelsen. Det, der blev begrænset, er genoprettet.',
    'emails.appeal_outcome.reason': 'Moderatorens begrundelse: {reason}',
    'emails.report_outcome.automated': 'Automatiske midler hjalp med at finde eller afgøre dette.',
    'emails.report_outcome.manual': 'En person afgjorde dette; der blev ikke brugt automatiske midler.',
  },
} as const;
