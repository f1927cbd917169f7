/**
 * The privacy notice while the owner has written none, in European
 * Portuguese: the same `{name}` places as ./en.ts.
 */
const pt = `## Quem é responsável

Eu, {name}, decido que dados pessoais este site recolhe e para quê: sou responsável pelo seu tratamento. Pode escrever-me sobre qualquer assunto desta página para {email}.

## O que é recolhido e para quê

Quando deixa um testemunho, guardo o que escreve no formulário: o seu nome, a sua empresa e a sua relação comigo, se os indicar, e o seu testemunho. Guardo também um registo do seu consentimento: quando o deu e as palavras exatas com que concordou. Uso-os para rever o seu testemunho e, depois de o aprovar, para o mostrar neste site com o seu nome.

Quando envio um convite pessoal para deixar um testemunho, guardo o nome e a empresa da pessoa convidada e a nota que lhe escrevi, para que o link possa preencher o formulário por ela.

Quando me escreve através do formulário de contacto, guardo o que nele escreve: o seu nome, o seu endereço de e-mail, a sua empresa, se a indicar, as outras partes envolvidas que mencionar e a sua mensagem, com a hora a que foi enviada. Uso-os para lhe responder e, antes disso, para verificar que representá-lo não entra em conflito com os meus deveres para com um cliente ou antigo cliente: é por isso que o formulário pergunta quem mais está envolvido.

Para proteger os formulários contra abusos, o site conta os envios com um hash com chave do seu endereço de internet. O endereço propriamente dito nunca é guardado.

Para saber quantas pessoas leem este site, em que língua e de onde vêm, o site conta as páginas que serve, sem cookies e sem guardar o seu endereço de internet nem os dados do seu navegador: dentro de um dia, uma visita é reconhecida por um hash com chave da rede do seu endereço e da família do seu navegador, sob um segredo criado só para esse dia. Só ficam os totais de cada dia: números de visitas e de páginas, e os sites que trouxeram até aqui. As suas visitas não são contadas se o seu navegador enviar "Global Privacy Control" ou "Do Not Track".

O servidor web que entrega este site regista cada pedido: a hora, a página ou o ficheiro pedido e a resposta, com o seu endereço de internet encurtado para a rede a que pertence (o último dos seus quatro números passa a zero ou, num endereço IPv6, só fica a primeira metade), para que não aponte para si. Uso estes registos para manter o site a funcionar e seguro.

## Fundamento jurídico

O seu testemunho é publicado com o seu consentimento, que dá com a caixa de confirmação do formulário. Uma mensagem enviada pelo formulário de contacto é tratada para dar os passos que me pede antes de eventualmente acordarmos trabalhar em conjunto; a verificação das outras partes que indicar face aos meus clientes assenta no meu interesse legítimo, e dever profissional, de evitar conflitos de interesses. A proteção contra abusos e os registos do servidor web assentam no meu interesse legítimo em manter o site a funcionar e o formulário utilizável e livre de spam. A contagem de visitas assenta no meu interesse legítimo em saber se o site cumpre o seu propósito.

## Durante quanto tempo é guardado

- Um testemunho aprovado: até retirar o seu consentimento.
- Um testemunho rejeitado: apagado {rejectedPeriod} depois de ser rejeitado.
- Um convite sem resposta: apagado {invitationPeriod} depois de expirar ou de ser retirado.
- Uma mensagem enviada pelo formulário de contacto: apagada {enquiryHandledPeriod} depois de a ter tratado, ou {enquiryUnhandledPeriod} depois de enviada, se nunca a tiver tratado.
- Os contadores que protegem os formulários: apagados quando termina o seu período de {rateLimitPeriod}.
- As chaves que reconhecem uma visita dentro de um dia, e o segredo desse dia: apagados pouco depois de o dia terminar.
- Os totais diários de visitas, páginas e sites de origem, que não identificam ninguém: apagados {insightsPeriod} depois do seu dia.
- Os registos de pedidos do servidor web: apagados ao fim de 15 dias, no máximo.

## Quem os recebe

Apenas eu: o site envia cada novo testemunho para o meu e-mail ou endereço de notificação, para que o possa rever. Os serviços que alojam o site e entregam essas notificações tratam os dados por minha conta. Uma mensagem enviada pelo formulário de contacto chega apenas a mim: a notificação que recebo sobre ela traz apenas um link para a mensagem, a menos que eu escolha receber também o seu texto. Nada é vendido nem partilhado para fins publicitários.

## Os seus direitos

Pode retirar o seu consentimento a qualquer momento e pedir para ver, corrigir ou apagar o que guardo sobre si: escreva-me para {email}. Nesse caso, anonimizo ou apago o seu testemunho. Retirar o consentimento não afeta o que foi mostrado antes. Pode também apresentar reclamação à autoridade de proteção de dados.

## Cookies

As páginas públicas deste site não definem cookies nem usam rastreadores. A sua escolha de tema de cores fica guardada no seu próprio navegador e nunca é enviada para o site.`;

export default pt;
