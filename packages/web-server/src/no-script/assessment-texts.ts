// The words of the assessment's pages without JavaScript (assessment-form.ts), in English and Danish.
// The questions, answers, areas and bands are the assessment model's own texts; these are the pages'
// frame around them, worded as the scripted pages word the same things.
import type { ProductLanguage } from '@ahc/common';

export type PlainAssessmentTexts = {
  questionOf: (current: number, total: number) => string;
  whyWeAsk: string;
  back: string;
  next: string;
  toResult: string;
  chooseAnswer: string;
  result: {
    title: string;
    intro: string;
    overall: string;
    outOf100: (score: number) => string;
    band: string;
    areas: string;
    fullTitle: string;
    fullText: string;
    change: string;
    startAgain: string;
  };
  unreadable: { title: string; text: string; startAgain: string };
  pageTitle: (page: string) => string;
};

export const PLAIN_ASSESSMENT_TEXTS: Record<ProductLanguage, PlainAssessmentTexts> = {
  en: {
    questionOf: (current, total) => `Question ${current} of ${total}`,
    whyWeAsk: 'Why we ask',
    back: 'Back',
    next: 'Next',
    toResult: 'See my result',
    chooseAnswer: 'Choose one of the answers to continue.',
    result: {
      title: 'Your result',
      intro:
        'Worked out from your 20 answers by the same rule your report would use. Nothing is stored: the answers were only in these pages.',
      overall: 'Overall score',
      outOf100: (score) => `${score} / 100`,
      band: 'Maturity',
      areas: 'Scores by area',
      fullTitle: 'The full report needs JavaScript',
      fullText:
        'The full report adds recommendations in order of priority, insights and tools that fit your answers, and keeps them in a free account. Creating the account and showing the report need JavaScript, which is off in this browser. With it on, the health check keeps your answers in the browser while you answer, and your report is one step away.',
      change: 'Change my answers',
      startAgain: 'Start again',
    },
    unreadable: {
      title: 'These answers could not be read',
      text: 'The form arrived incomplete or too large, so nothing of it was used. Please start the health check again.',
      startAgain: 'Start the health check',
    },
    pageTitle: (page) => `${page} – Architecture Health Check`,
  },
  da: {
    questionOf: (current, total) => `Spørgsmål ${current} af ${total}`,
    whyWeAsk: 'Hvorfor vi spørger',
    back: 'Tilbage',
    next: 'Næste',
    toResult: 'Se mit resultat',
    chooseAnswer: 'Vælg et af svarene for at fortsætte.',
    result: {
      title: 'Dit resultat',
      intro:
        'Regnet ud fra dine 20 svar efter samme regel, som din rapport ville bruge. Intet er gemt: svarene var kun i disse sider.',
      overall: 'Samlet score',
      outOf100: (score) => `${score} / 100`,
      band: 'Modenhed',
      areas: 'Score pr. område',
      fullTitle: 'Den fulde rapport kræver JavaScript',
      fullText:
        'Den fulde rapport giver dig anbefalinger i prioriteret rækkefølge, indsigter og værktøjer, der passer til dine svar, og gemmer dem på en gratis konto. At oprette kontoen og vise rapporten kræver JavaScript, som er slået fra i denne browser. Med det slået til gemmer sundhedstjekket dine svar i browseren, mens du svarer, og din rapport er ét skridt væk.',
      change: 'Ændr mine svar',
      startAgain: 'Start forfra',
    },
    unreadable: {
      title: 'Svarene kunne ikke læses',
      text: 'Formularen kom ufuldstændig eller for stor frem, så intet af den blev brugt. Start sundhedstjekket igen.',
      startAgain: 'Start sundhedstjekket',
    },
    pageTitle: (page) => `${page} – Architecture Health Check`,
  },
};
