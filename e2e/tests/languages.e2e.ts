// Issue 39: the site in the reader's language, English or Spanish, chosen on the server.
import { expect, test } from '../support/fixtures';
import { api, listTips, newMember, uniqueMark } from '../support/api';
import { makeTip } from '../support/data';
import { stack } from '../support/stack';
import { toast } from '../support/ui';

test.describe('English and Spanish', () => {
  test('a Spanish browser gets each page drawn in Spanish by the server, with its language named', async ({
    request,
  }) => {
    // The terms page: the layout alone, with no section of its own still streaming.
    const html = await (
      await request.get('/terms', { headers: { 'Accept-Language': 'es-AR,es;q=0.9,en;q=0.5' } })
    ).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<link rel="alternate" hrefLang="es" href="[^"]+\/terms\?lang=es"/i);
    expect(html).toMatch(/<meta property="og:locale" content="es_ES"/);
    for (const words of ['Inicio', 'Explorar', 'Síguenos', 'Todos los derechos reservados'])
      expect(html).toContain(words);
    expect(html).not.toContain('All rights reserved');
    // No language asked for: English, as before.
    const english = await (await request.get('/terms', { headers: { 'Accept-Language': 'fr' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('All rights reserved');
  });

  test('the home page in Spanish: the month by Intl, the seasons and the sections', async ({ open }) => {
    const { page } = await open('/', { locale: 'es-ES' });
    const month = await page.evaluate(() => new Intl.DateTimeFormat('es', { month: 'long' }).format(new Date()));
    const inSeason = page.getByRole('region', { name: 'De temporada ahora' });
    await expect(inSeason.getByText(`${month}: Consejos para este mes en tu jardín`)).toBeVisible();
    await expect(inSeason.getByRole('button', { name: 'Sur' })).toBeVisible();
    const guide = page.getByRole('region', { name: 'Guía de siembra por temporadas' });
    await expect(guide.getByText('marzo – mayo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consejos populares' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explora los consejos' })).toBeVisible();
  });

  test('browsing in Spanish: filters, categories and the count of tips by plural rules, for one and for many', async ({
    open,
    member,
  }) => {
    const { page } = await open('/browserTips', { locale: 'es-ES' });
    await expect(page.getByRole('heading', { name: 'Consejos públicos' })).toBeVisible();
    await expect(page.getByText(/^Mostrando \d+ de \d+ consejos$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Categoría' })).toContainText('Jardinería vertical');
    // A search that finds exactly one tip: the singular.
    const title = `Caléndulas ${Date.now().toString(36)}`;
    await makeTip(member, { title, availability: 'Public' });
    await page.getByRole('searchbox', { name: 'Buscar consejos' }).fill(title);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText(/^Mostrando 1 de 1 consejo$/)).toBeVisible();
  });

  test('without JavaScript: arrives in Spanish, and the footer switch turns it to English and back', async ({
    open,
  }) => {
    const { page, context } = await open('/explore', { locale: 'es-ES', javaScript: false });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Explorar' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test("a member's choice in their profile survives signing out, and follows them to a new browser", async ({
    open,
    member,
  }) => {
    const { page } = await open('/dashboard/profile', { as: member });
    const panel = page.getByRole('region', { name: 'Language' });
    await panel.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('region', { name: 'Idioma' }).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another browser, English by its own settings: signing in brings the member's Spanish.
    const { page: other } = await open('/auth/login', { locale: 'en-US' });
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await other.getByLabel('Email').fill(member.email);
    await other.getByLabel('Password').fill(member.password);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      other.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }),
    ).toBeVisible();
    // Signed out, the browser keeps speaking the member's language.
    await other.getByRole('button', { name: `Menú de la cuenta de ${member.displayName}` }).click();
    await other.getByRole('button', { name: 'Cerrar sesión' }).click();
    await toast(other, 'Has cerrado la sesión');
    await expect(
      other.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Iniciar sesión' }),
    ).toBeVisible();
  });

  test("a tip's page in Spanish: its chrome translated, the tip's own words as written, claiming no language", async ({
    open,
    member,
  }) => {
    const tip = await makeTip(member, { title: `Tomates ${Date.now().toString(36)}`, difficulty: 'Easy' });
    const { page } = await open(`/tipDetails/${tip._id}`, { as: member, locale: 'es-ES' });
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toHaveAttribute('lang', '');
    const month = await page.evaluate(() =>
      new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(new Date()),
    );
    await expect(page.getByText(new RegExp(`^Compartido el \\d{1,2} de ${month} de \\d{4}$`))).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Fácil$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Me gusta 0/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compartir' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conversación' })).toBeVisible();
    await expect(page.getByText('Aún no hay comentarios. Empieza la conversación.')).toBeVisible();
  });

  test('the login screen in Spanish, and its refusal read in Spanish', async ({ open, member }) => {
    const { page } = await open('/auth/login', { locale: 'es-ES' });
    await expect(page.getByRole('heading', { name: 'Te damos la bienvenida de nuevo' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña').fill('Not-the-password-1!');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // The form's own words above it (a refusal is never a toast: decision 0016).
    await expect(page.getByRole('alert').filter({ hasText: 'Correo o contraseña no válidos' })).toBeVisible();
    await expect(page.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  });

  test('sharing a tip in Spanish: its fields, a refused field read in Spanish, then shared with the spec’s values', async ({
    open,
    member,
  }) => {
    const { page } = await open('/gardentip', { as: member, locale: 'es-ES' });
    await expect(page.getByRole('heading', { name: 'Comparte un consejo de jardinería' })).toBeVisible();
    const title = `Albahaca ${Date.now().toString(36)}`;
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Tipo de planta').fill('Basil');
    await page.getByLabel('Dificultad').selectOption({ label: 'Fácil' });
    await page.getByLabel('Categoría').selectOption({ label: 'Cuidado de plantas' });
    await page.getByLabel('Descripción').fill('Pinzar las flores para que siga dando hojas.');
    await page.getByLabel('Visibilidad').selectOption({ label: 'Público' });
    // Plain http is refused, and the refusal reads in Spanish beside its field.
    await page.getByLabel('Dirección de la imagen').fill('http://images.invalid/albahaca.png');
    await page.getByRole('button', { name: 'Enviar consejo' }).click();
    await expect(page.getByText(/^Usa una dirección https:\/\//)).toBeVisible();
    await expect(page.getByLabel('Dirección de la imagen')).toHaveAttribute('aria-invalid', 'true');
    expect((await listTips(`email=${encodeURIComponent(member.email)}`, member)).total).toBe(0);

    await page.getByLabel('Dirección de la imagen').fill('https://images.invalid/albahaca.png');
    await page.getByRole('button', { name: 'Enviar consejo' }).click();
    // Post/redirect/get (issue 54): on the new tip, with the spec's toast in Spanish.
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await toast(page, '¡Consejo enviado con éxito!');
    const [shared] = (await listTips(`email=${encodeURIComponent(member.email)}`, member)).tips;
    expect(shared).toMatchObject({ title, difficulty: 'Easy', category: 'Plant Care', availability: 'Public' });
  });

  test('the notifications page in Spanish: who did it by plural rules, and when by Intl.RelativeTimeFormat', async ({
    open,
    member,
    makeMember,
  }) => {
    const tip = await makeTip(member, { title: `Habas ${Date.now().toString(36)}` });
    const fans = await Promise.all(['fan-a', 'fan-b', 'fan-c'].map((label) => makeMember(label)));
    for (const fan of fans)
      await api(`/gardenTips/${tip._id}/like`, { method: 'PATCH', body: JSON.stringify({ increment: 1 }), as: fan });

    const { page } = await open('/notifications', { as: member, locale: 'es-ES' });
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: tip.title });
    // Three likes: the newest fan named, the other two counted in Spanish, the verb plural.
    await expect(item.getByRole('link')).toHaveText(
      new RegExp(`^E2E fan-\\w+ .+ y 2 personas más dieron me gusta a «${tip.title}»$`),
    );
    await expect(item.locator('time')).toHaveText(/^(ahora|hace \d+ minutos?)$/);
    await expect(page.getByRole('group', { name: 'Avísame cuando' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'A alguien le gusta mi consejo' })).toBeVisible();
  });

  test("a member's dashboard overview and profile in Spanish: the frame, the figures, the overlay's refusal beside its field", async ({
    open,
    member,
  }) => {
    const { page } = await open('/dashboard', { as: member, locale: 'es-ES' });
    await expect(page).toHaveTitle('Panel | Green Circle');
    await expect(page.getByText('Consejos en total')).toBeVisible();
    await expect(page.getByText('Miembros con una cuenta')).toBeVisible();
    await expect(page.getByText('Rol: miembro')).toBeVisible();
    await expect(page.getByText('Tipo de cuenta: gratuita')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cambiar al tema (oscuro|claro)$/ })).toBeEnabled();

    const sidebar = page.getByRole('navigation', { name: 'Panel' });
    await sidebar.getByRole('link', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await expect(page).toHaveTitle('Perfil | Green Circle');
    await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
    await page.getByRole('button', { name: 'Actualizar perfil' }).click();
    const overlay = page.getByRole('dialog', { name: 'Actualizar perfil' });
    const name = overlay.getByLabel('Nombre', { exact: true });
    await name.fill('');
    await overlay.getByRole('button', { name: 'Guardar' }).click();
    await expect(name).toHaveAccessibleDescription('Obligatorio');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await overlay.getByRole('button', { name: 'Cancelar' }).click();
    await expect(overlay).toBeHidden();
  });

  test('a sign-up refused in Spanish: a weak password and a taken name, each said beside its field', async ({
    open,
    member,
  }) => {
    const { page } = await open('/auth/signUp', { locale: 'es-ES' });
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    const newcomer = newMember('tomasa');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Nombre').fill(member.displayName);
    await field('Correo electrónico').fill(newcomer.email);
    await field('URL de la foto').fill(`${stack().baseUrl}/images/avatar-default.svg`);
    await field('Contraseña').fill('abcdefgh');
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    // Checked in the browser first: the rule the password breaks, in Spanish.
    await expect(field('Contraseña')).toHaveAccessibleDescription(
      /La contraseña debe tener al menos una letra mayúscula/,
    );

    // Then by the server: another member's name, refused before any account exists.
    await field('Contraseña').fill(newcomer.password);
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await expect(field('Nombre')).toHaveAccessibleDescription('Otro miembro ya usa este nombre. Elige otro.');
    await toast(page, 'Otro miembro ya usa este nombre. Elige otro.');
    await expect(page.getByText('Another member')).toHaveCount(0);
  });

  test("the plants and one plant's page in Spanish: Spanish names, months, and tips counted by plural rules", async ({
    open,
    member,
  }) => {
    // A plant few tips are about, with one tip in March (the author gardens north, the reader too).
    const tip = await makeTip(member, {
      title: `Uchuvas ${uniqueMark()}`,
      plantType: 'Cape gooseberries',
      months: [3],
    });
    const { page } = await open('/plants?q=uchuva', { locale: 'es-ES' });
    await expect(page).toHaveTitle('Plantas | Green Circle');
    const card = page.getByRole('list', { name: 'Plantas' }).getByRole('link', { name: /^Uchuva/ });
    // Whatever other runs added: one is "consejo", any other number "consejos".
    await expect(card).toHaveText(/Physalis peruviana · frutal(1 consejo|([02-9]|\d{2,}) consejos)$/);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uchuva' })).toBeVisible();
    await expect(page).toHaveTitle('Consejos: Uchuva | Green Circle');
    await expect(
      page.getByRole('heading', { name: 'Cuándo lo hacen los jardineros (hemisferio norte)' }),
    ).toBeVisible();
    const strip = page.getByTestId('plant-month-strip');
    await expect(strip.locator('li').nth(2)).toHaveAttribute('title', /^marzo: (1 consejo|([02-9]|\d{2,}) consejos)$/);
    await expect(page.getByRole('link', { name: tip.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión para añadirla a tus plantas' })).toBeVisible();
    // The southern reader's months: March's tip is a September one there.
    await page.getByRole('link', { name: 'Ver los meses del hemisferio sur' }).click();
    await expect(strip).toHaveAttribute('data-hemisphere', 'south');
    await expect(strip.locator('li').nth(8)).toHaveAttribute(
      'title',
      /^septiembre: (1 consejo|([02-9]|\d{2,}) consejos)$/,
    );
  });

  test('This week in my garden in Spanish, for a southern member who grows tomato', async ({ open, member }) => {
    await api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'south', zone: '9b' }), as: member });
    await api('/me/plants/tomato', { method: 'PUT', as: member });
    const { page } = await open('/week', { as: member, locale: 'es-ES' });
    await expect(page.getByRole('heading', { level: 1, name: 'Esta semana en mi jardín' })).toBeVisible();
    await expect(page).toHaveTitle('Esta semana en mi jardín | Green Circle');
    const month = await page.evaluate(() =>
      new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(new Date()),
    );
    const capital = month.charAt(0).toUpperCase() + month.slice(1);
    await expect(page.getByText(`${capital} en el hemisferio sur, zona 9b.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cambiar tu jardín' })).toBeVisible();
    await expect(page.getByText('Tus plantas:')).toContainText('Tus plantas: Tomate');
    for (const heading of [
      'De mi plan',
      'De temporada para mis plantas',
      'De temporada para todos',
      'Funcionó cerca de mí',
      'Novedades de jardineros que sigo',
      'En mis consejos',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    // A new member follows nobody: the part says what to do.
    await expect(page.getByTestId('week-followed').getByRole('link', { name: 'Buscar jardineros' })).toBeVisible();
  });
});
