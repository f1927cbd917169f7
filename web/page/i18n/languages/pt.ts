import type { Dictionary } from "../dictionary";

/**
 * The interface in European Portuguese (pt-PT): the same keys as ./en.ts,
 * with every `{name}` kept.
 */
const pt: Dictionary = {
  page: {
    skipToContent: "Saltar para o conteúdo",
    menu: "Menu",
    mainNavigation: "Principal",
    openMenu: "Abrir o menu",
    closeMenu: "Fechar o menu",
    darkTheme: "Mudar para o tema escuro",
    lightTheme: "Mudar para o tema claro",
    downloadCv: "Descarregar CV",
    downloadCvPdf: "Descarregar CV em PDF",
    cvTooltip: "Guardar uma cópia do meu CV para imprimir",
    languages: "Línguas",
    addTestimonial: "Deixe o seu testemunho",
    loadingForm: "A carregar o formulário…",
    carousel: "Testemunhos",
    previousTestimonial: "Testemunho anterior",
    nextTestimonial: "Testemunho seguinte",
    slide: "{n} de {count}",
    showTestimonial: "Mostrar o testemunho {n} de {count}",
    invited: "A convite",
    relationships: {
      Client: "Cliente",
      Colleague: "Colega",
      Partner: "Parceiro",
      Other: "Outro",
    },
    notFoundMessage: "Ups! Página não encontrada",
    returnHome: "Voltar ao início",
    unexpectedError: "Ocorreu um erro inesperado na aplicação!",
  },
  form: {
    title: "Partilhe o seu testemunho",
    name: "Nome",
    company: "Empresa",
    relationship: "Relação",
    selectRelationship: "Selecione a relação",
    testimonial: "Testemunho",
    consent: "Autorizo a publicação deste testemunho neste site",
    privacyLink: "Como é tratado o seu testemunho",
    cancel: "Cancelar",
    submit: "Enviar",
    submitting: "A enviar...",
    toast: "Obrigada. O próximo café é por minha conta.",
    toastReviewed: "O seu testemunho aparecerá aqui depois de revisto.",
    close: "Fechar",
    submitRefused: "Não foi possível enviar o testemunho",
    submitFailed: "Não foi possível enviar o testemunho. Tente novamente.",
    tooLarge: "O envio é demasiado grande (no máximo 16 KiB)",
    rateLimited: "Demasiados envios. Tente novamente mais tarde.",
    unavailable:
      "O serviço de testemunhos está temporariamente indisponível. Tente novamente mais tarde.",
    messages: {
      nameRequired: "Indique o seu nome",
      nameTooLong: "O nome pode ter, no máximo, {max} caracteres",
      companyTooLong: "O nome da empresa pode ter, no máximo, {max} caracteres",
      relationshipInvalid: "A relação tem de ser uma das seguintes: {choices}",
      commentRequired: "Escreva o seu testemunho",
      commentTooShort: "O testemunho tem de ter, pelo menos, {min} caracteres",
      commentTooLong: "O testemunho pode ter, no máximo, {max} caracteres",
      consentRequired: "Autorize a publicação do seu testemunho neste site",
      controlCharacters: "O texto não pode conter caracteres de controlo",
      directionControls:
        "O texto não pode conter caracteres de controlo que alterem a direção da escrita",
      invalidText: "O texto contém caracteres inválidos",
    },
  },
  invitation: {
    noteFrom: "Uma nota de {name}",
    invalid:
      "Este link de convite expirou ou já foi utilizado. Pode, ainda assim, deixar o seu testemunho abaixo.",
    unavailable:
      "Não foi possível abrir o convite neste momento. Pode, ainda assim, deixar o seu testemunho abaixo.",
  },
  server: {
    current: "Atual",
    lastUpdated: "Última atualização: {date}",
    book: "Livro",
    podcast: "Podcast",
    opensInNewTab: " (abre num novo separador)",
    backToTop: "Voltar ao topo",
    proficiency: "Nível de {language}",
    proficiencyLevel: "{label}: nível {bars} de {max}",
    languageLevels: {
      native: "Língua materna",
      fluent: "Fluente",
      working: "Nível profissional",
      basic: "Básico",
    },
    notFoundTitle: "Página não encontrada",
    privacyTitle: "Aviso de privacidade",
    privacyDescription:
      "Como o site de {name} trata os dados pessoais de quem deixa um testemunho.",
  },
  cv: {
    title: "CV",
    about: "Sobre mim",
    experience: "Experiência profissional",
    certifications: "Certificações",
    awards: "Distinções",
    publications: "Publicações",
    current: "atual",
  },
  suggestion: {
    text: "Esta página também está disponível em português.",
    action: "Ler em português",
    dismiss: "Fechar",
  },
};

export default pt;
