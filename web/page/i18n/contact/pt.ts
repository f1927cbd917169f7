import type { ContactDictionary } from "./contact-dictionary";

/** The contact dialog's and the enquiry form's texts in European Portuguese: the keys of ./en.ts. */
const pt: ContactDictionary = {
  dialog: {
    title: "Vamos tomar um café?",
    name: "Nome",
    email: "E-mail",
    message: "Mensagem",
    cancel: "Cancelar",
    send: "Enviar mensagem",
    subject: "Pedido de pausa para café de {name}",
  },
  enquiry: {
    title: "Fale-me do seu assunto",
    name: "Nome",
    email: "E-mail",
    company: "Empresa",
    otherParties: "Outras partes envolvidas",
    otherPartiesHint:
      "Quem mais está envolvido no assunto (a outra parte, outros interessados): verifico se há conflitos de interesses antes de responder.",
    message: "Mensagem",
    notice:
      "O envio desta mensagem não cria uma relação entre advogada e cliente. Não inclua informação confidencial até termos acordado trabalhar em conjunto.",
    acknowledge: "Li e compreendi este aviso",
    privacyLink: "Como é tratada a sua mensagem",
    cancel: "Cancelar",
    send: "Enviar",
    sending: "A enviar…",
    thanks: "Obrigada. Costumo responder no prazo de dois dias úteis.",
    sentTitle: "Mensagem enviada",
    close: "Fechar",
    failed: "Não foi possível enviar a mensagem. Tente novamente.",
    rateLimited: "Demasiadas mensagens. Tente novamente mais tarde.",
    unavailable:
      "De momento não é possível receber mensagens. Tente novamente mais tarde.",
    messages: {
      nameRequired: "Indique o seu nome",
      nameTooLong: "O nome pode ter, no máximo, {max} caracteres",
      emailRequired: "Indique o seu endereço de e-mail",
      emailInvalid: "Indique um endereço de e-mail válido",
      emailTooLong: "O e-mail pode ter, no máximo, {max} caracteres",
      companyTooLong: "O nome da empresa pode ter, no máximo, {max} caracteres",
      partiesTooLong:
        "As outras partes envolvidas podem ter, no máximo, {max} caracteres",
      messageRequired: "Escreva a sua mensagem",
      messageTooLong: "A mensagem pode ter, no máximo, {max} caracteres",
      acknowledgementRequired: "Confirme que leu o aviso antes de enviar",
      controlCharacters: "O texto não pode conter caracteres de controlo",
      directionControls:
        "O texto não pode conter caracteres de controlo que alterem a direção da escrita",
      invalidText: "O texto contém caracteres inválidos",
    },
    refused: {
      name: "Verifique o seu nome: é obrigatório, numa só linha.",
      email: "Verifique o seu endereço de e-mail: é obrigatório.",
      company: "Verifique a empresa: tem de caber numa só linha.",
      otherParties: "Verifique as outras partes envolvidas.",
      message: "Verifique a sua mensagem: é obrigatória.",
      acknowledged: "Confirme que leu o aviso antes de enviar.",
      rate: "Demasiadas mensagens. Tente novamente mais tarde.",
      invalid: "Não foi possível enviar a mensagem. Tente novamente.",
    },
  },
};

export default pt;
