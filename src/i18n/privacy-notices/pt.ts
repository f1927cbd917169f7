/**
 * The privacy notice while the owner has written none, in European
 * Portuguese: the same `{name}` places as ./en.ts.
 */
const pt = `## Quem é responsável

Eu, {name}, decido que dados pessoais este site recolhe e para quê: sou responsável pelo seu tratamento. Pode escrever-me sobre qualquer assunto desta página para {email}.

## O que é recolhido e para quê

Quando deixa um testemunho, guardo o que escreve no formulário: o seu nome, a sua empresa e a sua relação comigo, se os indicar, e o seu testemunho. Guardo também um registo do seu consentimento: quando o deu e as palavras exatas com que concordou. Uso-os para rever o seu testemunho e, depois de o aprovar, para o mostrar neste site com o seu nome.

Quando envio um convite pessoal para deixar um testemunho, guardo o nome e a empresa da pessoa convidada e a nota que lhe escrevi, para que o link possa preencher o formulário por ela.

Para proteger o formulário contra abusos, o site conta os envios com um hash com chave do seu endereço de internet. O endereço propriamente dito nunca é guardado.

## Fundamento jurídico

O seu testemunho é publicado com o seu consentimento, que dá com a caixa de confirmação do formulário. A proteção contra abusos assenta no meu interesse legítimo em manter o formulário utilizável e livre de spam.

## Durante quanto tempo é guardado

- Um testemunho aprovado: até retirar o seu consentimento.
- Um testemunho rejeitado: apagado {rejectedPeriod} depois de ser rejeitado.
- Um convite sem resposta: apagado {invitationPeriod} depois de expirar ou de ser retirado.
- Os contadores que protegem o formulário: apagados quando termina o seu período de {rateLimitPeriod}.

## Quem os recebe

Apenas eu: o site envia cada novo testemunho para o meu e-mail ou endereço de notificação, para que o possa rever. Os serviços que alojam o site e entregam essas notificações tratam os dados por minha conta. Nada é vendido nem partilhado para fins publicitários.

## Os seus direitos

Pode retirar o seu consentimento a qualquer momento e pedir para ver, corrigir ou apagar o que guardo sobre si: escreva-me para {email}. Nesse caso, anonimizo ou apago o seu testemunho. Retirar o consentimento não afeta o que foi mostrado antes. Pode também apresentar reclamação à autoridade de proteção de dados.

## Cookies

As páginas públicas deste site não definem cookies nem usam rastreadores. A sua escolha de tema de cores fica guardada no seu próprio navegador e nunca é enviada para o site.`;

export default pt;
