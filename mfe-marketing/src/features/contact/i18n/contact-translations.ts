// The contact page's and its form's texts (namespace 'marketing-contact'), in English and Danish with the
// same keys: labels, the checks' messages and what the form says about a message that was not sent.
import { defineTranslations } from '@ahc/platform';

export const contactTranslations = defineTranslations({
  en: {
    contact: {
      title: 'Contact us',
      intro: "Questions, feedback or ideas? Send us a message and we'll get back to you by e-mail.",
      formLabel: 'Contact form',
      requiredNote: 'All fields are required.',
      fields: {
        name: 'Name',
        email: 'E-mail',
        message: 'Message',
        messageHint: 'Up to 5,000 characters.',
      },
      validation: {
        nameRequired: 'Please enter your name.',
        nameTooLong: 'Your name can be at most 200 characters long.',
        emailRequired: 'Please enter your e-mail address.',
        emailInvalid: 'Please enter a valid e-mail address, for example name@example.com.',
        emailTooLong: 'The e-mail address can be at most 320 characters long.',
        messageRequired: 'Please write a message.',
        messageTooLong: 'Your message can be at most 5,000 characters long.',
      },
      submit: 'Send message',
      sending: 'Sending...',
      success: {
        title: 'Thank you for your message!',
        text: 'We have received it and will reply to {{email}} as soon as we can.',
        again: 'Send another message',
      },
      errors: {
        network:
          "We couldn't reach the server, so your message was not sent. Check your connection and try again – your text is still here.",
        invalid: 'The server did not accept your message. Please check the fields and try again.',
        rateLimited:
          'You have sent several messages in a short time, so this one was not sent. Please try again later – your text is still here.',
        unknown:
          'Something went wrong and your message was not sent. Please try again in a moment – your text is still here.',
      },
      privacyNote: 'We use your details only to answer you and delete messages after 12 months.',
      privacyLink: 'Read our privacy policy',
    },
  },
  da: {
    contact: {
      title: 'Kontakt os',
      intro: 'Har du spørgsmål, feedback eller idéer? Send os en besked, så vender vi tilbage på e-mail.',
      formLabel: 'Kontaktformular',
      requiredNote: 'Alle felter skal udfyldes.',
      fields: {
        name: 'Navn',
        email: 'E-mail',
        message: 'Besked',
        messageHint: 'Højst 5.000 tegn.',
      },
      validation: {
        nameRequired: 'Skriv dit navn.',
        nameTooLong: 'Dit navn må højst være på 200 tegn.',
        emailRequired: 'Skriv din e-mailadresse.',
        emailInvalid: 'Skriv en gyldig e-mailadresse, for eksempel navn@eksempel.dk.',
        emailTooLong: 'E-mailadressen må højst være på 320 tegn.',
        messageRequired: 'Skriv en besked.',
        messageTooLong: 'Din besked må højst være på 5.000 tegn.',
      },
      submit: 'Send besked',
      sending: 'Sender...',
      success: {
        title: 'Tak for din besked!',
        text: 'Vi har modtaget den og svarer til {{email}}, så hurtigt vi kan.',
        again: 'Send en ny besked',
      },
      errors: {
        network:
          'Vi kunne ikke få forbindelse til serveren, så din besked blev ikke sendt. Tjek din forbindelse, og prøv igen – din tekst er her stadig.',
        invalid: 'Serveren tog ikke imod din besked. Tjek felterne, og prøv igen.',
        rateLimited:
          'Du har sendt flere beskeder på kort tid, så denne blev ikke sendt. Prøv igen senere – din tekst er her stadig.',
        unknown:
          'Noget gik galt, og din besked blev ikke sendt. Prøv igen om lidt – din tekst er her stadig.',
      },
      privacyNote: 'Vi bruger kun dine oplysninger til at svare dig og sletter beskeder efter 12 måneder.',
      privacyLink: 'Læs vores privatlivspolitik',
    },
  },
});
