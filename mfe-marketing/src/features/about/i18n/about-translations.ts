// The texts of the about page and of the team page that tells its story (namespace 'marketing-about'),
// in English and Danish with the same keys. Paragraphs and members are arrays, read with the list readers
// of #shared/i18n/text-lists.ts.
import { defineTranslations } from '@ahc/platform';

export const aboutTranslations = defineTranslations({
  en: {
    about: {
      title: 'About the $t(common:product.name)',
      purposeTitle: 'Our purpose',
      purpose: [
        'Most leaders know that their software matters, but few get a straight answer to the question "How healthy is it?". Audits are expensive and slow, and a gut feeling is hard to share with a board.',
        'The $t(common:product.name) fills that gap. In about ten minutes, 20 questions about architecture, deployment, security and scalability give you a scored report with recommendations you can act on – in words that both business and technical people understand.',
        'We believe that a good conversation about architecture starts with a shared picture. Our aim is to give you that picture quickly and without jargon.',
      ],
      teamTitle: 'The team',
      members: [
        {
          name: 'Mette Lindholm',
          role: 'Founder & Chief Architect',
          bio: 'Has spent twenty years designing systems for banks, retailers and start-ups, and wrote the questions in the check.',
        },
        {
          name: 'Jonas Brandt',
          role: 'Engineering Lead',
          bio: 'Builds and runs the platform, and makes sure every release is small, tested and easy to roll back.',
        },
        {
          name: 'Sofie Holm',
          role: 'Design & UX Lead',
          bio: 'Turns architecture jargon into clear questions and reports that busy leaders actually read.',
        },
      ],
      teamStoryPrompt: 'Curious how the team really works?',
      teamStoryLink: 'Read the team story',
    },
    team: {
      title: 'Meet the team (all of it)',
      lead: 'Our About page introduces three people. In the name of transparency – which we also recommend for your architecture – here is the full story.',
      story: [
        'The $t(common:product.name) is a side project. A one-person side project. It began on a rainy Tuesday evening, when our founder had explained the words "it depends" to a board for the fourth time that month and thought: there has to be a quicker way.',
        'Mette Lindholm, founder and architect, is entirely real. Jonas Brandt, engineering lead, is Mette after her second cup of coffee, when she finally dares to touch the deployment pipeline. Sofie Holm, design and UX lead, is Mette on Sunday mornings with a sketchbook and strong opinions about button padding.',
        'Our stand-ups are remarkably efficient: nobody interrupts, and every decision is unanimous. Code reviews are harder. It turns out to be surprisingly difficult to reject your own pull request, although it has happened (twice, both times for good reasons).',
        'The office is a kitchen table. The on-call rota has one name on it. The cat has been promoted to head of quality assurance, mostly because she walks across the keyboard and finds edge cases nobody else would.',
        'We do take the product seriously: the questions build on many years of real architecture work, and your data is handled as carefully as our privacy policy says. We just try not to take ourselves too seriously.',
      ],
      signoff: '– Mette (and Jonas, and Sofie)',
    },
  },
  da: {
    about: {
      title: 'Om $t(common:product.name)',
      purposeTitle: 'Vores formål',
      purpose: [
        'De fleste ledere ved, at deres software betyder noget, men få får et klart svar på spørgsmålet »Hvor sund er den?« Eksterne gennemgange er dyre og langsomme, og en mavefornemmelse er svær at dele med en bestyrelse.',
        '$t(common:product.name) udfylder det hul. På cirka ti minutter giver 20 spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed dig en rapport med score og anbefalinger, du kan handle på – formuleret, så både forretningsfolk og teknikere forstår den.',
        'Vi tror på, at en god samtale om arkitektur begynder med et fælles billede. Vores mål er at give dig det billede hurtigt og uden fagjargon.',
      ],
      teamTitle: 'Holdet',
      members: [
        {
          name: 'Mette Lindholm',
          role: 'Stifter og chefarkitekt',
          bio: 'Har i tyve år designet systemer til banker, detailvirksomheder og start-ups og har skrevet spørgsmålene i tjekket.',
        },
        {
          name: 'Jonas Brandt',
          role: 'Udviklingschef',
          bio: 'Bygger og driver platformen og sørger for, at hver udgivelse er lille, testet og let at rulle tilbage.',
        },
        {
          name: 'Sofie Holm',
          role: 'Ansvarlig for design og UX',
          bio: 'Oversætter arkitekturjargon til klare spørgsmål og rapporter, som travle ledere faktisk læser.',
        },
      ],
      teamStoryPrompt: 'Er du nysgerrig efter, hvordan holdet virkelig arbejder?',
      teamStoryLink: 'Læs historien om holdet',
    },
    team: {
      title: 'Mød holdet (hele holdet)',
      lead: 'Vores Om-side præsenterer tre personer. I gennemsigtighedens navn – som vi også anbefaler til din arkitektur – får du her hele historien.',
      story: [
        '$t(common:product.name) er et sideprojekt. Et enmandssideprojekt. Det begyndte en regnfuld tirsdag aften, da vores stifter for fjerde gang den måned havde forklaret en bestyrelse, hvad »det kommer an på« betyder, og tænkte: Det må kunne gøres hurtigere.',
        'Mette Lindholm, stifter og arkitekt, er helt og aldeles ægte. Jonas Brandt, udviklingschef, er Mette efter anden kop kaffe, når hun endelig tør røre ved udrulningspipelinen. Sofie Holm, ansvarlig for design og UX, er Mette søndag morgen med en skitsebog og stærke holdninger til luft omkring knapper.',
        'Vores stand-up-møder er bemærkelsesværdigt effektive: Ingen afbryder, og alle beslutninger er enstemmige. Kodegennemgang er sværere. Det viser sig at være overraskende svært at afvise sin egen pull request, men det er sket (to gange, begge gange med god grund).',
        'Kontoret er et køkkenbord. Vagtplanen har ét navn på. Katten er blevet forfremmet til kvalitetschef, mest fordi hun går hen over tastaturet og finder grænsetilfælde, som ingen andre ville finde.',
        'Vi tager faktisk produktet alvorligt: Spørgsmålene bygger på mange års virkeligt arkitekturarbejde, og dine data behandles lige så omhyggeligt, som vores privatlivspolitik lover. Vi prøver bare ikke at tage os selv alt for alvorligt.',
      ],
      signoff: '– Mette (og Jonas, og Sofie)',
    },
  },
});
