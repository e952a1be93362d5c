// The press page's texts (namespace 'marketing-press'), in English and Danish with the same keys. The
// facts are an array of label and value, read with the list readers of #shared/i18n/text-lists.ts.
import { defineTranslations } from '@ahc/platform';

export const pressTranslations = defineTranslations({
  en: {
    press: {
      title: 'Press',
      intro: 'Writing about the $t(common:product.name)? Here is what you need.',
      descriptionTitle: 'About the product',
      description:
        'The $t(common:product.name) is an online self-assessment for business and technical leaders. In about ten minutes, users answer 20 multiple-choice questions about architecture, deployment, security and scalability and receive a scored report with category scores, recommendations, insights and recommended tools. The check is available in English and Danish, and users can create an account to keep their reports and follow their progress over time.',
      factsTitle: 'Key facts',
      facts: [
        {
          label: 'Product',
          value: '$t(common:product.name)',
        },
        {
          label: 'What it is',
          value: 'An online self-assessment of software architecture health',
        },
        {
          label: 'For',
          value: 'Business and technical leaders',
        },
        {
          label: 'Questions',
          value:
            '20 multiple-choice questions in four categories: architecture, deployment, security and scalability',
        },
        {
          label: 'Time needed',
          value: 'About 10 minutes',
        },
        {
          label: 'Result',
          value: 'A scored report with category scores, recommendations, insights and recommended tools',
        },
        {
          label: 'Languages',
          value: 'English and Danish',
        },
        {
          label: 'Sign-in',
          value: 'E-mail and password, Google or Apple',
        },
      ],
      contactTitle: 'Press contact',
      contactText: 'For interviews, screenshots or background information, write to',
      contactEmail: 'press@archhealth.example',
      contactNote: 'We aim to reply within a few working days.',
    },
  },
  da: {
    press: {
      title: 'Presse',
      intro: 'Skriver du om $t(common:product.name)? Her er det, du har brug for.',
      descriptionTitle: 'Om produktet',
      description:
        '$t(common:product.name) er en online selvevaluering for ledere på både forretnings- og tekniksiden. På cirka ti minutter besvarer brugerne 20 multiple choice-spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed og får en rapport med score for hvert område, anbefalinger, indsigter og anbefalede værktøjer. Tjekket findes på dansk og engelsk, og brugerne kan oprette en konto for at gemme deres rapporter og følge deres fremskridt over tid.',
      factsTitle: 'Nøgletal og fakta',
      facts: [
        {
          label: 'Produkt',
          value: '$t(common:product.name)',
        },
        {
          label: 'Hvad det er',
          value: 'En online selvevaluering af softwarearkitekturens sundhed',
        },
        {
          label: 'Til',
          value: 'Ledere på forretnings- og tekniksiden',
        },
        {
          label: 'Spørgsmål',
          value:
            '20 multiple choice-spørgsmål inden for fire områder: arkitektur, udrulning, sikkerhed og skalerbarhed',
        },
        {
          label: 'Tidsforbrug',
          value: 'Cirka 10 minutter',
        },
        {
          label: 'Resultat',
          value: 'En rapport med score for hvert område, anbefalinger, indsigter og anbefalede værktøjer',
        },
        {
          label: 'Sprog',
          value: 'Dansk og engelsk',
        },
        {
          label: 'Login',
          value: 'E-mail og adgangskode, Google eller Apple',
        },
      ],
      contactTitle: 'Pressekontakt',
      contactText: 'Ønsker du et interview, skærmbilleder eller baggrundsviden, så skriv til',
      contactEmail: 'press@archhealth.example',
      contactNote: 'Vi bestræber os på at svare inden for få hverdage.',
    },
  },
});
