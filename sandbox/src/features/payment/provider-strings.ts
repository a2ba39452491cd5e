/** The hosted payment page's texts in the six languages of the storefront. */
import type { Language } from '../../lib/languages';

export type ProviderStrings = {
  title: string;
  lead: string;
  amount: string;
  merchant: string;
  reference: string;
  number: string;
  numberHint: string;
  expiry: string;
  expiryHint: string;
  code: string;
  codeHint: string;
  name: string;
  pay: string;
  leave: string;
  problems: string;
  problem: Record<
    | 'required'
    | 'numberInvalid'
    | 'expiryFormat'
    | 'expiryPast'
    | 'codeLength3'
    | 'codeLength4'
    | 'nameInvalid'
    | 'challengeRequired',
    string
  >;
  challengeTitle: string;
  challengeLead: string;
  challengeCode: string;
  challengeHint: string;
  challengeConfirm: string;
  challengeCancel: string;
  doneTitle: string;
  doneLead: string;
  closedTitle: string;
  closedLead: string;
  backToShop: string;
  notFound: string;
  secure: string;
};

export const PROVIDER_STRINGS: Record<Language, ProviderStrings> = {
  es: {
    title: 'Pago seguro',
    lead: 'Introduce los datos de tu tarjeta. La tienda no los ve en ningún momento.',
    amount: 'Importe',
    merchant: 'Comercio',
    reference: 'Referencia del pago',
    number: 'Número de tarjeta',
    numberHint: 'De 13 a 19 cifras, sin espacios o con ellos.',
    expiry: 'Caducidad (MM/AA)',
    expiryHint: 'Por ejemplo, 08/29.',
    code: 'Código de seguridad',
    codeHint: '3 cifras al dorso; 4 en el anverso en American Express.',
    name: 'Titular de la tarjeta',
    pay: 'Pagar {amount}',
    leave: 'Volver a la tienda sin pagar',
    problems: 'Revisa estos datos:',
    problem: {
      required: 'Este dato es obligatorio.',
      numberInvalid: 'El número de tarjeta no es válido.',
      expiryFormat: 'Escribe la caducidad como MM/AA.',
      expiryPast: 'La tarjeta ya ha caducado.',
      codeLength3: 'El código de seguridad tiene 3 cifras.',
      codeLength4: 'El código de seguridad de American Express tiene 4 cifras.',
      nameInvalid: 'Escribe el nombre tal como aparece en la tarjeta.',
      challengeRequired: 'Escribe el código que te hemos enviado.',
    },
    challengeTitle: 'Confirma tu identidad',
    challengeLead: 'Tu banco te ha enviado un código de un solo uso para autorizar {amount}.',
    challengeCode: 'Código de un solo uso',
    challengeHint: 'Seis cifras.',
    challengeConfirm: 'Confirmar',
    challengeCancel: 'Cancelar el pago',
    doneTitle: 'Pago ya realizado',
    doneLead: 'Este pago ya se ha hecho y no se volverá a cobrar.',
    closedTitle: 'Pago cerrado',
    closedLead: 'Este pago ya no se puede completar. No se te ha cobrado nada.',
    backToShop: 'Volver a la tienda',
    notFound: 'No existe este pago.',
    secure: 'Página segura de {provider}',
  },
  en: {
    title: 'Secure payment',
    lead: 'Enter your card details. The shop never sees them.',
    amount: 'Amount',
    merchant: 'Merchant',
    reference: 'Payment reference',
    number: 'Card number',
    numberHint: '13 to 19 digits, with or without spaces.',
    expiry: 'Expiry date (MM/YY)',
    expiryHint: 'For example, 08/29.',
    code: 'Security code',
    codeHint: '3 digits on the back; 4 on the front for American Express.',
    name: 'Name on card',
    pay: 'Pay {amount}',
    leave: 'Back to the shop without paying',
    problems: 'Please check these details:',
    problem: {
      required: 'This is required.',
      numberInvalid: 'The card number is not valid.',
      expiryFormat: 'Write the expiry date as MM/YY.',
      expiryPast: 'The card has expired.',
      codeLength3: 'The security code has 3 digits.',
      codeLength4: 'The American Express security code has 4 digits.',
      nameInvalid: 'Write the name as it appears on the card.',
      challengeRequired: 'Enter the code we sent you.',
    },
    challengeTitle: 'Confirm it is you',
    challengeLead: 'Your bank sent you a one-time code to authorise {amount}.',
    challengeCode: 'One-time code',
    challengeHint: 'Six digits.',
    challengeConfirm: 'Confirm',
    challengeCancel: 'Cancel the payment',
    doneTitle: 'Payment already made',
    doneLead: 'This payment is done and will not be charged again.',
    closedTitle: 'Payment closed',
    closedLead: 'This payment can no longer be completed. Nothing was charged.',
    backToShop: 'Back to the shop',
    notFound: 'There is no such payment.',
    secure: '{provider} secure page',
  },
  it: {
    title: 'Pagamento sicuro',
    lead: 'Inserisci i dati della carta. Il negozio non li vede mai.',
    amount: 'Importo',
    merchant: 'Esercente',
    reference: 'Riferimento del pagamento',
    number: 'Numero della carta',
    numberHint: 'Da 13 a 19 cifre, con o senza spazi.',
    expiry: 'Scadenza (MM/AA)',
    expiryHint: 'Per esempio, 08/29.',
    code: 'Codice di sicurezza',
    codeHint: '3 cifre sul retro; 4 sul fronte per American Express.',
    name: 'Titolare della carta',
    pay: 'Paga {amount}',
    leave: 'Torna al negozio senza pagare',
    problems: 'Controlla questi dati:',
    problem: {
      required: 'Questo dato è obbligatorio.',
      numberInvalid: 'Il numero della carta non è valido.',
      expiryFormat: 'Scrivi la scadenza come MM/AA.',
      expiryPast: 'La carta è scaduta.',
      codeLength3: 'Il codice di sicurezza ha 3 cifre.',
      codeLength4: 'Il codice di sicurezza American Express ha 4 cifre.',
      nameInvalid: 'Scrivi il nome come appare sulla carta.',
      challengeRequired: 'Inserisci il codice che ti abbiamo inviato.',
    },
    challengeTitle: 'Conferma la tua identità',
    challengeLead: 'La tua banca ti ha inviato un codice monouso per autorizzare {amount}.',
    challengeCode: 'Codice monouso',
    challengeHint: 'Sei cifre.',
    challengeConfirm: 'Conferma',
    challengeCancel: 'Annulla il pagamento',
    doneTitle: 'Pagamento già effettuato',
    doneLead: 'Questo pagamento è già stato fatto e non verrà addebitato di nuovo.',
    closedTitle: 'Pagamento chiuso',
    closedLead: 'Questo pagamento non può più essere completato. Non ti è stato addebitato nulla.',
    backToShop: 'Torna al negozio',
    notFound: 'Questo pagamento non esiste.',
    secure: 'Pagina sicura di {provider}',
  },
  fr: {
    title: 'Paiement sécurisé',
    lead: 'Saisissez les données de votre carte. La boutique ne les voit jamais.',
    amount: 'Montant',
    merchant: 'Commerçant',
    reference: 'Référence du paiement',
    number: 'Numéro de carte',
    numberHint: 'De 13 à 19 chiffres, avec ou sans espaces.',
    expiry: "Date d'expiration (MM/AA)",
    expiryHint: 'Par exemple, 08/29.',
    code: 'Code de sécurité',
    codeHint: 'Trois chiffres au dos ; quatre au recto pour American Express.',
    name: 'Titulaire de la carte',
    pay: 'Payer {amount}',
    leave: 'Revenir à la boutique sans payer',
    problems: 'Vérifiez ces informations :',
    problem: {
      required: 'Cette information est obligatoire.',
      numberInvalid: "Le numéro de carte n'est pas valide.",
      expiryFormat: "Écrivez la date d'expiration sous la forme MM/AA.",
      expiryPast: 'La carte a expiré.',
      codeLength3: 'Le code de sécurité comporte 3 chiffres.',
      codeLength4: 'Le code de sécurité American Express comporte 4 chiffres.',
      nameInvalid: 'Écrivez le nom tel qu’il figure sur la carte.',
      challengeRequired: 'Saisissez le code que nous vous avons envoyé.',
    },
    challengeTitle: 'Confirmez votre identité',
    challengeLead: 'Votre banque vous a envoyé un code à usage unique pour autoriser {amount}.',
    challengeCode: 'Code à usage unique',
    challengeHint: 'Six chiffres.',
    challengeConfirm: 'Confirmer',
    challengeCancel: 'Annuler le paiement',
    doneTitle: 'Paiement déjà effectué',
    doneLead: 'Ce paiement est fait et ne sera pas débité une seconde fois.',
    closedTitle: 'Paiement clos',
    closedLead: "Ce paiement ne peut plus être effectué. Rien n'a été débité.",
    backToShop: 'Revenir à la boutique',
    notFound: "Ce paiement n'existe pas.",
    secure: 'Page sécurisée de {provider}',
  },
  de: {
    title: 'Sichere Zahlung',
    lead: 'Geben Sie Ihre Kartendaten ein. Der Shop sieht sie nie.',
    amount: 'Betrag',
    merchant: 'Händler',
    reference: 'Zahlungsreferenz',
    number: 'Kartennummer',
    numberHint: '13 bis 19 Ziffern, mit oder ohne Leerzeichen.',
    expiry: 'Ablaufdatum (MM/JJ)',
    expiryHint: 'Zum Beispiel 08/29.',
    code: 'Sicherheitscode',
    codeHint: '3 Ziffern auf der Rückseite; 4 auf der Vorderseite bei American Express.',
    name: 'Name auf der Karte',
    pay: '{amount} bezahlen',
    leave: 'Ohne Zahlung zum Shop zurück',
    problems: 'Bitte prüfen Sie diese Angaben:',
    problem: {
      required: 'Diese Angabe ist erforderlich.',
      numberInvalid: 'Die Kartennummer ist ungültig.',
      expiryFormat: 'Schreiben Sie das Ablaufdatum als MM/JJ.',
      expiryPast: 'Die Karte ist abgelaufen.',
      codeLength3: 'Der Sicherheitscode hat 3 Ziffern.',
      codeLength4: 'Der American-Express-Sicherheitscode hat 4 Ziffern.',
      nameInvalid: 'Schreiben Sie den Namen wie auf der Karte.',
      challengeRequired: 'Geben Sie den Code ein, den wir Ihnen geschickt haben.',
    },
    challengeTitle: 'Bestätigen Sie Ihre Identität',
    challengeLead: 'Ihre Bank hat Ihnen einen Einmalcode geschickt, um {amount} freizugeben.',
    challengeCode: 'Einmalcode',
    challengeHint: 'Sechs Ziffern.',
    challengeConfirm: 'Bestätigen',
    challengeCancel: 'Zahlung abbrechen',
    doneTitle: 'Zahlung bereits erfolgt',
    doneLead: 'Diese Zahlung ist erfolgt und wird nicht noch einmal belastet.',
    closedTitle: 'Zahlung geschlossen',
    closedLead: 'Diese Zahlung kann nicht mehr abgeschlossen werden. Es wurde nichts belastet.',
    backToShop: 'Zurück zum Shop',
    notFound: 'Diese Zahlung gibt es nicht.',
    secure: 'Sichere Seite von {provider}',
  },
  pt: {
    title: 'Pagamento seguro',
    lead: 'Introduza os dados do seu cartão. A loja nunca os vê.',
    amount: 'Montante',
    merchant: 'Comerciante',
    reference: 'Referência do pagamento',
    number: 'Número do cartão',
    numberHint: 'De 13 a 19 dígitos, com ou sem espaços.',
    expiry: 'Validade (MM/AA)',
    expiryHint: 'Por exemplo, 08/29.',
    code: 'Código de segurança',
    codeHint: '3 dígitos no verso; 4 na frente no American Express.',
    name: 'Titular do cartão',
    pay: 'Pagar {amount}',
    leave: 'Voltar à loja sem pagar',
    problems: 'Verifique estes dados:',
    problem: {
      required: 'Este dado é obrigatório.',
      numberInvalid: 'O número do cartão não é válido.',
      expiryFormat: 'Escreva a validade como MM/AA.',
      expiryPast: 'O cartão já expirou.',
      codeLength3: 'O código de segurança tem 3 dígitos.',
      codeLength4: 'O código de segurança American Express tem 4 dígitos.',
      nameInvalid: 'Escreva o nome tal como aparece no cartão.',
      challengeRequired: 'Introduza o código que lhe enviámos.',
    },
    challengeTitle: 'Confirme a sua identidade',
    challengeLead: 'O seu banco enviou-lhe um código único para autorizar {amount}.',
    challengeCode: 'Código único',
    challengeHint: 'Seis dígitos.',
    challengeConfirm: 'Confirmar',
    challengeCancel: 'Cancelar o pagamento',
    doneTitle: 'Pagamento já efetuado',
    doneLead: 'Este pagamento já foi feito e não será cobrado outra vez.',
    closedTitle: 'Pagamento encerrado',
    closedLead: 'Este pagamento já não pode ser concluído. Não foi cobrado nada.',
    backToShop: 'Voltar à loja',
    notFound: 'Este pagamento não existe.',
    secure: 'Página segura de {provider}',
  },
};
