import type { MailWords } from './words';

const plural = new Intl.PluralRules('es');
/** n and its words by Spanish plural rules ("1 comentario", "3 comentarios"). */
const count = (n: number, one: string, other: string) => `${n} ${plural.select(n) === 'one' ? one : other}`;

/** The e-mails in Spanish (issue 39): the same keys as en.ts. */
export const es: MailWords = {
  frame: { unsubscribe: 'Dejar de recibir estos correos', settings: 'Ajustes de correo' },
  why: {
    reply: 'Recibes esto porque alguien respondió a tu comentario en Green Circle.',
    comment: 'Recibes esto porque alguien comentó un consejo que compartiste en Green Circle.',
    trial: 'Recibes esto porque alguien contó que probó un consejo que compartiste en Green Circle.',
    shared: 'Recibes esto porque sigues a jardineros de Green Circle que compartieron consejos nuevos.',
    question:
      'Recibes esto porque cultivas esta planta cerca de quien pregunta, o porque un consejo sobre ella te funcionó.',
    answer: 'Recibes esto porque hiciste una pregunta en Green Circle.',
    digest: 'Recibes este resumen semanal porque eres miembro de Green Circle.',
    reminder: 'Recibes esto porque pusiste recordatorios en consejos de Green Circle.',
    moderation: 'Recibes esto porque los moderadores de Green Circle actuaron sobre algo tuyo.',
    planFollowUp: 'Recibes esto porque marcaste como hecho un consejo de tu plan en Green Circle.',
  },
  account: {
    verify: {
      subject: 'Confirma tu correo electrónico en Green Circle',
      heading: 'Confirma tu correo electrónico',
      text: 'Abre este enlace para confirmar que esta dirección es tuya. Después podrás compartir consejos, comentar y dar me gusta en Green Circle.',
      button: 'Confirmar mi correo',
      expires: 'El enlace sirve durante 3 días. Si ha caducado, inicia sesión y elige «Enviar de nuevo».',
      why: 'Recibes esto porque se usó esta dirección para registrarse en Green Circle. Si no fuiste tú, ignora este correo: no pasa nada.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Green Circle',
      heading: 'Elige una contraseña nueva',
      text: 'Alguien pidió restablecer la contraseña de la cuenta de Green Circle con esta dirección. Abre este enlace para elegir una nueva.',
      button: 'Elegir una contraseña nueva',
      expires:
        'El enlace sirve durante 1 hora y una sola vez. Si ha caducado, pídelo de nuevo desde la página de inicio de sesión.',
      why: 'Recibes esto porque se pidió restablecer la contraseña de esta dirección. Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
    },
  },
  someone: 'Un jardinero',
  outcomes: { worked: 'funcionó', partly: 'funcionó en parte', failed: 'no funcionó', tried: 'lo probó' },
  subjects: {
    reply: {
      one: (name, tip) => `${name} respondió a tu comentario en «${tip}»`,
      many: (n, tip) =>
        `${count(n, 'respuesta nueva', 'respuestas nuevas')} ${tip ? `en «${tip}»` : 'a tus comentarios'}`,
    },
    comment: {
      one: (name, tip) => `${name} comentó tu consejo «${tip}»`,
      many: (n, tip) =>
        `${count(n, 'comentario nuevo', 'comentarios nuevos')} ${tip ? `en «${tip}»` : 'en tus consejos'}`,
    },
    trial: {
      one: (name, tip) => `${name} probó tu consejo «${tip}»`,
      many: (n, tip) => `${count(n, 'jardinero probó', 'jardineros probaron')} ${tip ? `«${tip}»` : 'tus consejos'}`,
    },
    shared: {
      one: (name, tip) => `${name} compartió un consejo nuevo: «${tip}»`,
      many: (n) => `${count(n, 'consejo nuevo', 'consejos nuevos')} de jardineros que sigues`,
    },
  },
  lines: {
    shared: (name, tip) => `${name} compartió «${tip}»`,
    trial: (name, outcome) => `${name}: ${outcome}`,
    reply: (name, tip) => `${name} respondió en «${tip}»`,
    comment: (name, tip) => `${name} comentó en «${tip}»`,
  },
  links: {
    readTip: 'Leer el consejo',
    seeReport: 'Ver el informe',
    openReply: 'Abrir la respuesta',
    openComment: 'Abrir el comentario',
    openTip: 'Abrir el consejo',
    seeThem: 'Verlos',
    openWeek: 'Abrir mi semana',
    allReminders: 'Ver todos mis recordatorios',
    openSite: 'Abrir Green Circle',
  },
  digest: {
    remindersDue: (month, next) => `Recordatorios para ${month} y ${next}`,
    reminderItem: (title, month) => `${title} (${month})`,
    forMyPlants: 'De temporada ahora para tus plantas',
    inSeason: (hemisphere) => `De temporada ahora en el hemisferio ${hemisphere === 'south' ? 'sur' : 'norte'}`,
    workedNear: 'Funcionó para jardineros cerca de ti',
    fromFollowed: 'Novedades de jardineros que sigues',
    onMyTips: (n) => `${count(n, 'comentario o informe nuevo', 'comentarios e informes nuevos')} en tus consejos`,
    andMore: (n) => `Y ${n} más`,
    subject: (month) => `Esta semana en tu jardín: ${month}`,
  },
  followUp: {
    subject: (tip, day) => `Seguiste «${tip}» el ${day}. ¿Funcionó?`,
    text: 'Responde con un toque: tu respuesta será tu informe «Lo probé» en el consejo, con tu nota y tu foto.',
    worked: 'Funcionó',
    partly: 'Funcionó en parte',
    didnt: 'No funcionó',
    openPlan: 'Abrir mi plan',
  },
  reminders: {
    one: (month, title) => `Tu recordatorio para ${month}: ${title}`,
    many: (n, month) => `${n} de tus recordatorios vencen en ${month}`,
  },
  questions: {
    asked: {
      one: (name, title) => `${name} pregunta: «${title}»`,
      many: (n) => count(n, 'pregunta que podrías responder', 'preguntas que podrías responder'),
    },
    answered: {
      one: (name, title) => `${name} respondió a tu pregunta «${title}»`,
      many: (n, title) =>
        title ? `${n} respuestas y marcas nuevas en «${title}»` : `${n} respuestas nuevas a tus preguntas`,
    },
    askedLine: (name, title) => `${name} pregunta «${title}»`,
    answeredLine: (name, title) => `${name} respondió «${title}»`,
    helpfulLine: (name, title) => `A ${name} le resultó útil una respuesta a «${title}»`,
    openQuestion: 'Abrir la pregunta',
  },
  moderation: {
    yourTip: 'tu consejo',
    reason: (reason) => `El motivo de los moderadores: ${reason}`,
    tipHidden: (title) => `Los moderadores ocultaron tu consejo ${title}`,
    tipHiddenText: 'Ahora solo tú puedes verlo.',
    tipRestored: (title) => `Tu consejo ${title} vuelve a mostrarse`,
    tipRestoredText: 'Los moderadores lo restauraron: todos pueden verlo de nuevo.',
    commentHidden: (title) => `Los moderadores ocultaron tu comentario en ${title}`,
    commentHiddenText: 'Los demás lo ven como retirado por los moderadores.',
    commentRestored: (title) => `Tu comentario en ${title} vuelve a mostrarse`,
    commentRestoredText: 'Los moderadores lo restauraron.',
    yourQuestion: 'tu pregunta',
    questionHidden: (title) => `Los moderadores ocultaron tu pregunta ${title}`,
    questionRestored: (title) => `Tu pregunta ${title} vuelve a verse`,
    answerHidden: (title) => `Los moderadores ocultaron tu respuesta a ${title}`,
    answerRestored: (title) => `Tu respuesta a ${title} vuelve a verse`,
    hiddenFromOthers: 'Ahora solo tú puedes verla.',
    shownAgain: 'Los moderadores la restauraron: todos pueden verla de nuevo.',
    suspended: 'Tu cuenta de Green Circle está suspendida',
    suspendedUntil: (day) => `Puedes leer, pero no compartir, comentar ni dar me gusta hasta el ${day}.`,
    suspendedText: 'Puedes leer, pero no compartir, comentar ni dar me gusta.',
    lifted: 'Tu cuenta de Green Circle ya no está suspendida',
    liftedText: 'Puedes volver a compartir, comentar y dar me gusta.',
  },
};
