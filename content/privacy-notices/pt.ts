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

O servidor web que entrega este site regista cada pedido: a hora, a página ou o ficheiro pedido e a resposta, com o seu endereço de internet encurtado para a rede a que pertence (o último dos seus quatro números passa a zero ou, num endereço IPv6, só fica a primeira metade), para que não aponte para si. Uso estes registos para manter o site a funcionar e seguro.

## Fundamento jurídico

O seu testemunho é publicado com o seu consentimento, que dá com a caixa de confirmação do formulário. A proteção contra abusos e os registos do servidor web assentam no meu interesse legítimo em manter o site a funcionar e o formulário utilizável e livre de spam.

## Durante quanto tempo é guardado

- Um testemunho aprovado: até retirar o seu consentimento.
- Um testemunho rejeitado: apagado {rejectedPeriod} depois de ser rejeitado.
- Um convite sem resposta: apagado {invitationPeriod} depois de expirar ou de ser retirado.
- Os contadores que protegem o formulário: apagados quando termina o seu período de {rateLimitPeriod}.
- Os registos de pedidos do servidor web: apagados ao fim de 15 dias, no máximo.

## Quem os recebe

Apenas eu: o site envia cada novo testemunho para o meu e-mail ou endereço de notificação, para que o possa rever. Os serviços que alojam o site e entregam essas notificações tratam os dados por minha conta. Nada é vendido nem partilhado para fins publicitários.

## Os seus direitos

Pode retirar o seu consentimento a qualquer momento e pedir para ver, corrigir ou apagar o que guardo sobre si: escreva-me para {email}. Nesse caso, anonimizo ou apago o seu testemunho. Retirar o consentimento não afeta o que foi mostrado antes. Pode também apresentar reclamação à autoridade de proteção de dados.

## Cookies

As páginas públicas deste site não definem cookies nem usam rastreadores. A sua escolha de tema de cores fica guardada no seu próprio navegador e nunca é enviada para o site.`;

export default pt;
