// The methodology page's prose (namespace 'marketing-methodology'), in English and Danish with the same
// keys. Every number is a {{variable}} filled in from @ahc/assessment-model, never typed here
// (src/translations.test.ts checks that).
import { defineTranslations } from '@ahc/platform';

export const methodologyTranslations = defineTranslations({
  en: {
    methodology: {
      title: 'How scores are calculated',
      intro:
        'The $t(common:product.name) turns your answers into scores with one fixed rule, the same for everyone. This page shows where the questions come from, the rule, what the bands mean and how recommendations are ordered, so you can check every number in your report.',
      questionsTitle: 'Where the questions come from',
      questionsSource:
        'The questions were written by our founder and chief architect from twenty years of designing and reviewing systems for banks, retailers and start-ups. Each one asks about an everyday practice that decides whether software keeps up with the business around it.',
      questionsShape:
        'There are {{questions}} questions, {{perArea}} in each of {{areas}} areas. Every question has {{options}} answers that describe the practice as we have met it in real organisations, from the weakest to the strongest.',
      areasLabel: 'The areas',
      scoringTitle: 'The scoring rule',
      scoringPoints: 'Each answer is worth points by its place in the list, counted from the weakest:',
      place: 'Answer {{place}} of {{options}}',
      weakest: 'the weakest',
      strongest: 'the strongest',
      points: '{{points}} points',
      formula: 'In short: the answer at place p is worth (p − 1) ÷ {{maxPosition}} × {{max}} points.',
      averages:
        "An area's score is the average of its {{perArea}} answers, and the overall score is the average of the {{areas}} area scores. Only the results are rounded, to whole numbers from {{min}} to {{max}}.",
      example:
        'For example, answers worth {{points}} points in one area give that area a score of {{score}}.',
      version:
        'This is scoring version {{version}}. Every report keeps the version it was scored with, so an old report never changes.',
      bandsTitle: 'Maturity bands',
      bandsIntro: 'Every score, for an area and overall, falls in one of {{count}} bands:',
      bandRange: '{{from}}–{{to}}',
      gap: 'When your strongest and weakest areas are {{gap}} points or more apart, the report says so: the gap is often where the risk is.',
      prioritiesTitle: "What a recommendation's priority means",
      prioritiesIntro:
        'Every answer below the strongest gets a recommendation: what to do next, and why it matters to the business. Its priority says how far that practice is from the strongest:',
      priorityFor: 'for answer {{place}} of {{options}}',
      prioritiesNone: 'The strongest answer needs no recommendation.',
      prioritiesOrder:
        'Recommendations are listed high priority first and, within a priority, in the order of the questions. The report also names up to {{maxTools}} tools that help with the practices that need it most.',
      ctaTitle: 'See where you stand',
      ctaText: 'It takes about ten minutes, and the report shows every score with the rule above.',
    },
  },
  da: {
    methodology: {
      title: 'Sådan beregnes scoren',
      intro:
        '$t(common:product.name) omsætter dine svar til en score med én fast regel, der er den samme for alle. Her kan du se, hvor spørgsmålene kommer fra, reglen, hvad niveauerne betyder, og hvordan anbefalingerne prioriteres, så du kan efterprøve hvert tal i din rapport.',
      questionsTitle: 'Hvor spørgsmålene kommer fra',
      questionsSource:
        'Spørgsmålene er skrevet af vores stifter og chefarkitekt på baggrund af tyve års arbejde med at designe og gennemgå systemer for banker, detailhandlen og start-ups. Hvert spørgsmål handler om en hverdagspraksis, der afgør, om softwaren kan følge med forretningen omkring den.',
      questionsShape:
        'Der er {{questions}} spørgsmål, {{perArea}} inden for hvert af {{areas}} områder. Hvert spørgsmål har {{options}} svar, der beskriver praksissen, som vi har mødt den i virkelige organisationer, fra den svageste til den stærkeste.',
      areasLabel: 'Områderne',
      scoringTitle: 'Pointreglen',
      scoringPoints: 'Hvert svar giver point efter sin plads på listen, talt fra det svageste:',
      place: 'Svar {{place}} af {{options}}',
      weakest: 'det svageste',
      strongest: 'det stærkeste',
      points: '{{points}} point',
      formula: 'Kort sagt: svaret på plads p giver (p − 1) ÷ {{maxPosition}} × {{max}} point.',
      averages:
        'Et områdes score er gennemsnittet af dets {{perArea}} svar, og den samlede score er gennemsnittet af de {{areas}} områders score. Kun resultaterne rundes, til hele tal fra {{min}} til {{max}}.',
      example: 'Eksempel: svar, der giver {{points}} point i ét område, giver området en score på {{score}}.',
      version:
        'Dette er version {{version}} af pointreglen. Hver rapport gemmer den version, den blev beregnet med, så en gammel rapport aldrig ændrer sig.',
      bandsTitle: 'Modenhedsniveauer',
      bandsIntro: 'Enhver score, for et område og samlet, falder inden for et af {{count}} niveauer:',
      bandRange: '{{from}}–{{to}}',
      gap: 'Når dit stærkeste og dit svageste område ligger {{gap}} point eller mere fra hinanden, siger rapporten det: Forskellen er ofte der, hvor risikoen er.',
      prioritiesTitle: 'Hvad en anbefalings prioritet betyder',
      prioritiesIntro:
        'Hvert svar under det stærkeste får en anbefaling: hvad du bør gøre nu, og hvorfor det betyder noget for forretningen. Prioriteten siger, hvor langt praksissen er fra den stærkeste:',
      priorityFor: 'for svar {{place}} af {{options}}',
      prioritiesNone: 'Det stærkeste svar behøver ingen anbefaling.',
      prioritiesOrder:
        'Anbefalingerne står med høj prioritet først og inden for samme prioritet i spørgsmålenes rækkefølge. Rapporten nævner også op til {{maxTools}} værktøjer, der hjælper med de praksisser, der har mest brug for det.',
      ctaTitle: 'Se, hvor du står',
      ctaText: 'Det tager cirka ti minutter, og rapporten viser hver score efter reglen ovenfor.',
    },
  },
});
