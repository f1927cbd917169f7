import type { ProfileInput } from "../core/content/profile-schema";

/**
 * THE PORTUGUESE SEED: content/profile.ts in European Portuguese, the
 * same person and facts with the same links, icons and structure. On a
 * store with no Portuguese content, the server's first start publishes it as
 * revision 1 of "pt"; from then on the owner edits it in /admin.
 * `npm test` checks it against core/content/profile-schema.ts and against the
 * English seed's structure.
 *
 * No secret belongs here: published content is public.
 */
export const seedProfilePt: ProfileInput = {
  name: "Marta Sousa",
  title: "Consultora Jurídica para Startups e Empresas de Tecnologia",
  subtitle:
    "Ajudo fundadores e equipas tecnológicas a fechar negócios, captar investimento e crescer além-fronteiras, com contratos escritos numa linguagem que todos entendem.",
  email: "hello@martasousa.example",
  phone: "+351 900 000 000",
  linkedinUrl: "https://www.linkedin.com/in/marta-sousa-example",
  bookingUrl: "https://cal.example.com/marta-sousa/coffee",
  websiteUrl: "https://martasousa.example",
  cvFileName: "",
  book: {
    title: "Blockchain e o Direito dos Transportes Internacionais",
    url: "https://books.example.com/blockchain-international-transport",
    description:
      "Um estudo prático sobre o modo como os registos distribuídos, os smart contracts e os conhecimentos de embarque eletrónicos se enquadram no regime jurídico do transporte internacional de mercadorias.",
  },
  podcast: {
    title: "Law in Beta",
    description:
      "Conversas com fundadores sobre a vertente jurídica de criar uma empresa.",
    url: "https://podcast.example.com/law-in-beta",
  },
  accentColor: "213 94% 68%",
  seo: {
    title: "",
    description:
      "Consultoria jurídica para startups, scaleups e empresas de tecnologia: negociação comercial, vendas internacionais, capital de risco e M&A, transações internacionais, segurança e proteção de dados, LegalTech.",
    keywords: [
      "consultora jurídica",
      "advogada de startups",
      "advogada de tecnologia",
      "contratos comerciais",
      "capital de risco",
      "fusões e aquisições",
      "proteção de dados",
      "LegalTech",
      "blockchain",
    ],
  },
  navigation: [
    { name: "Início", href: "#home" },
    { name: "Competências", href: "#expertise" },
    { name: "Perfil", href: "#profile" },
    { name: "Noutros sítios", href: "#elsewhere" },
  ],
  headings: {
    coreAreas: "Áreas de atuação",
    about: "Sobre mim",
    waysOfWorking: "Como trabalho",
    industries: "Setores",
    journey: "O meu percurso jurídico e empresarial",
    academic: "Percurso académico",
    education: "Formação",
    languages: "Línguas",
    recognition: "Certificações e distinções",
    testimonials: "Palavras deles, não minhas",
    testimonialsSubtitle: "Totalmente imparciais",
    elsewhere: "Onde me pode ler e ouvir",
    callToAction: "Vamos conversar",
    booking: "Marcar uma chamada",
  },
  about: [
    "Sou consultora jurídica e trabalho com startups, scaleups e empresas de tecnologia, desde o primeiro term sheet até ao centésimo contrato com um grande cliente empresarial.",
    "O meu trabalho situa-se onde o Direito se cruza com o produto e as vendas: negoceio, redijo e simplifico, para que as equipas possam assinar com confiança e voltar ao que estão a construir.",
  ],
  waysOfWorking: [
    "Primeiro o negócio: aconselhamento que parte daquilo que pretende alcançar.",
    "Linguagem clara: contratos e memorandos que toda a sua equipa consegue ler.",
    "Resposta rápida: prioridades claras e respostas em horas, não em semanas.",
    "Risco na medida certa: digo-lhe o que importa, o que não importa e porquê.",
    "Minutas que acompanham o crescimento: guias que a sua equipa pode usar sem mim.",
  ],
  coreAreas: [
    {
      title: "Negociação comercial",
      description:
        "Contratos SaaS, de licença, de parceria e de fornecimento, negociados para fechar negócio e não para o arrastar.",
      icon: "FileSignature",
    },
    {
      title: "Apoio às vendas internacionais",
      description:
        "Guias de negociação, minutas e circuitos de aprovação que ajudam as equipas comerciais a fechar contratos em novos mercados.",
      icon: "TrendingUp",
    },
    {
      title: "Capital de risco / M&A",
      description:
        "Rondas de financiamento, due diligence, aquisição de participações sociais e integração após o fecho da operação.",
      icon: "GitMerge",
    },
    {
      title: "Transações internacionais",
      description:
        "Operações transfronteiriças, lei aplicável e contratos de transporte e logística.",
      icon: "Globe",
    },
    {
      title: "Segurança e dados",
      description:
        "Conformidade com o RGPD, acordos de tratamento de dados e cláusulas de segurança que inspiram confiança aos clientes.",
      icon: "ShieldCheck",
    },
    {
      title: "LegalTech",
      description:
        "Automatização do trabalho contratual e escolha das ferramentas que devolvem tempo aos advogados.",
      icon: "Cpu",
    },
  ],
  industries: [
    { name: "SaaS", icon: "Cloud" },
    { name: "Deep Tech e IA", icon: "Brain" },
    { name: "Blockchain", icon: "Blocks" },
    { name: "Saúde digital e ciências da vida", icon: "HeartPulse" },
    { name: "Mobilidade", icon: "Car" },
    { name: "Media", icon: "Clapperboard" },
    { name: "Sustentabilidade", icon: "Leaf" },
    { name: "Energia", icon: "Zap" },
  ],
  industriesUpdated: "novembro de 2026",
  actionChips: [
    "Term sheets",
    "Contratos SaaS",
    "Acordos de tratamento de dados",
    "Tabelas de capitalização",
    "Operações transfronteiriças",
  ],
  experience: [
    {
      title: "Advogada e Coordenadora de Equipa",
      company: "Exemplo Tech, Sociedade de Advogados",
      period: "2022–2025",
      current: true,
      highlights: [
        "Liderei uma equipa de cinco advogados na assessoria a startups e scaleups do setor tecnológico.",
        "Negociei contratos comerciais e com grandes empresas em mais de vinte países.",
        "Assessorei rondas de capital de risco e duas aquisições, desde o term sheet até ao fecho da operação.",
      ],
    },
    {
      title: "Advogada Júnior",
      company: "Exemplo Societário, Sociedade de Advogados",
      period: "2019–2021",
      current: false,
      highlights: [
        "Redigi e revi contratos comerciais para clientes dos setores da tecnologia e dos transportes.",
        "Apoiei processos de due diligence em operações de M&A e rondas de financiamento.",
      ],
    },
  ],
  education: [
    {
      title: "Licenciatura em Direito",
      school: "Faculdade de Direito da Universidade Exemplo",
      year: 2018,
      detail: "Com ênfase em Direito Comercial e Direito da União Europeia.",
    },
    {
      title: "Mestrado em Direito Internacional dos Negócios",
      school: "Faculdade de Direito da Universidade Exemplo",
      year: 2020,
      detail:
        "Dissertação sobre blockchain e documentos eletrónicos no transporte internacional.",
    },
    {
      title: "Inscrição na Ordem dos Advogados",
      school: "Ordem dos Advogados Exemplo",
      year: 2021,
      detail:
        "Inscrita como advogada após o estágio profissional e o exame de agregação.",
    },
    {
      title: "Pós-Graduação em Proteção de Dados",
      school: "Instituto Exemplo de Direito da Tecnologia",
      year: 2022,
      detail:
        "RGPD, transferências internacionais de dados e contratos de segurança da informação.",
    },
    {
      title: "Programa Executivo em Capital de Risco",
      school: "Escola de Negócios Exemplo",
      year: 2023,
      detail:
        "Estruturas de fundos, term sheets e mecânica das operações na perspetiva do investidor.",
    },
  ],
  languages: [
    { name: "Português", level: "native", note: "Língua materna" },
    { name: "Inglês", level: "fluent", note: "Cambridge FCE" },
    { name: "Espanhol", level: "working", note: "Nível profissional" },
    { name: "Alemão", level: "basic", note: "A1" },
  ],
  certifications: [
    {
      title: "Certified Information Privacy Professional/Europe (CIPP/E)",
      issuer: "IAPP",
      year: 2022,
    },
  ],
  awards: [
    { title: "TTR 2024 Top-10 Rising Stars", issuer: "TTR", year: 2024 },
  ],
  personalNote:
    "Fora do trabalho, corro, leio livros de história e bebo mais café do que devia.",
  testimonials: {
    show: true,
    hideCompanies: false,
    showInvitedMark: true,
    disclaimer: "",
    fallback: {
      name: "João Pereira",
      company: "Exemplo Tech, Sociedade de Advogados",
      relationship: "Colleague",
      comment:
        "A Marta tem um talento raro para transformar problemas jurídicos complexos em decisões claras e práticas. Os fundadores confiam nela porque conhece o negócio deles tão bem como conhece o Direito.",
    },
  },
  // Empty: the privacy page shows the default notice in this language.
  privacy: { text: "" },
};
