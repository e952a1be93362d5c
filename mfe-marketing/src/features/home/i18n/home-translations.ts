// The home page's texts (namespace 'marketing-home'), in English and Danish with the same keys. Lists
// (the steps) are arrays, read with the list readers of #shared/i18n/text-lists.ts.
import { defineTranslations } from '@ahc/platform';

export const homeTranslations = defineTranslations({
  en: {
    home: {
      title: 'How healthy is your architecture?',
      intro:
        'The $t(common:product.name) gives business and technical leaders a clear, honest picture of their software architecture. Answer 20 multiple-choice questions and get a scored report that shows where you are strong, where the risks are and what to do next.',
      ctaNote: 'About 10 minutes · in English or Danish',
      categoriesTitle: 'Four areas, five questions each',
      categoriesIntro:
        'The check covers the four areas that most often decide whether your software keeps up with your business.',
      categories: {
        architecture: {
          title: 'Architecture',
          description:
            'How your system is structured: its boundaries, its dependencies and how easily it can change.',
        },
        deployment: {
          title: 'Deployment',
          description: 'How often and how safely you release, and how quickly you can undo a bad release.',
        },
        security: {
          title: 'Security',
          description: 'How you protect access and data, stay compliant and spot problems before others do.',
        },
        scalability: {
          title: 'Scalability',
          description:
            'How your system copes with growth, traffic peaks and failures, and how reliable it is.',
        },
      },
      stepsTitle: 'How it works',
      steps: [
        {
          title: 'Answer 20 questions',
          description:
            'Pick the option that best describes how things work today – five questions for each area.',
        },
        {
          title: 'About 10 minutes',
          description:
            'No preparation and no documents needed. Your honest first answer is usually the right one.',
        },
        {
          title: 'Get your scored report',
          description:
            'See your overall score, a score for each area, recommendations, insights and tools worth a look.',
        },
        {
          title: 'Track your progress',
          description: 'Sign in to keep your reports, take the check again later and see how you improve.',
        },
      ],
      methodologyPrompt: 'Want to know how the numbers come about?',
      methodologyLink: 'See how scores are calculated',
      teamsTitle: 'Assess a system with your team, and share the result',
      teamsText:
        'Invite the people who build and run a system to answer the same 20 questions, each on their own. The team report shows where they agree and where they do not: a shared picture, or the conversation you need to have.',
      sharingText:
        'Any report can be shared with a read-only link, for a board or a partner who has no account. You choose what it shows and when the link stops working.',
      teamsLink: 'Start a team assessment',
      closingTitle: 'Ready to see where you stand?',
      closingText: 'It takes about ten minutes, and you get concrete next steps at the end.',
    },
  },
  da: {
    home: {
      title: 'Hvor sund er din arkitektur?',
      intro:
        '$t(common:product.name) giver ledere på både forretnings- og tekniksiden et klart og ærligt billede af deres softwarearkitektur. Besvar 20 multiple choice-spørgsmål, og få en rapport med score, der viser, hvor du står stærkt, hvor risiciene er, og hvad du bør gøre nu.',
      ctaNote: 'Cirka 10 minutter · på dansk eller engelsk',
      categoriesTitle: 'Fire områder med fem spørgsmål hver',
      categoriesIntro:
        'Tjekket dækker de fire områder, der oftest afgør, om din software kan følge med forretningen.',
      categories: {
        architecture: {
          title: 'Arkitektur',
          description:
            'Hvordan systemet er bygget op: dets grænser, dets afhængigheder, og hvor let det er at ændre.',
        },
        deployment: {
          title: 'Udrulning',
          description:
            'Hvor ofte og hvor sikkert der udgives, og hvor hurtigt en dårlig udgivelse kan rulles tilbage.',
        },
        security: {
          title: 'Sikkerhed',
          description:
            'Hvordan adgang og data beskyttes, regler overholdes, og problemer opdages, før andre gør det.',
        },
        scalability: {
          title: 'Skalerbarhed',
          description:
            'Hvordan systemet klarer vækst, trafikspidser og nedbrud, og hvor driftssikkert det er.',
        },
      },
      stepsTitle: 'Sådan virker det',
      steps: [
        {
          title: 'Besvar 20 spørgsmål',
          description:
            'Vælg den mulighed, der bedst beskriver, hvordan det fungerer i dag – fem spørgsmål for hvert område.',
        },
        {
          title: 'Cirka 10 minutter',
          description:
            'Ingen forberedelse og ingen dokumenter. Dit første, ærlige svar er som regel det rigtige.',
        },
        {
          title: 'Få din rapport med score',
          description:
            'Se din samlede score, en score for hvert område, anbefalinger, indsigter og værktøjer, der er værd at kigge på.',
        },
        {
          title: 'Følg dine fremskridt',
          description:
            'Log ind for at gemme dine rapporter, tag tjekket igen senere, og se, hvor langt du er nået.',
        },
      ],
      methodologyPrompt: 'Vil du vide, hvordan tallene bliver til?',
      methodologyLink: 'Se, hvordan scoren beregnes',
      teamsTitle: 'Vurdér et system med dit team, og del resultatet',
      teamsText:
        'Invitér dem, der bygger og driver et system, til at besvare de samme 20 spørgsmål hver for sig. Teamrapporten viser, hvor de er enige, og hvor de ikke er: et fælles billede eller den samtale, teamet har brug for.',
      sharingText:
        'Du kan dele enhver rapport med et skrivebeskyttet link, fx med en bestyrelse eller en samarbejdspartner uden konto. Du vælger selv, hvad linket viser, og hvornår det holder op med at virke.',
      teamsLink: 'Start en teamvurdering',
      closingTitle: 'Klar til at se, hvor du står?',
      closingText: 'Det tager cirka ti minutter, og til sidst får du konkrete næste skridt.',
    },
  },
});
