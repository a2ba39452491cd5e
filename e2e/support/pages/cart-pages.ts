/** The cart remote's screens as a shopper meets them (Spanish, the default brand). */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { activate, chooseOption, tabTo, tick, typeInto } from './cart-keyboard';

export type TravellerData = {
  title: string;
  firstName: string;
  lastName: string;
  birth: [day: string, month: string, year: string];
  nationality: string;
  document?: {
    type: string;
    number: string;
    expiry: [day: string, month: string, year: string];
    country: string;
  };
};

export const ADULT_1: TravellerData = {
  title: 'Sra.',
  firstName: 'Lucía',
  lastName: 'García Pérez',
  birth: ['12', '4', '1985'],
  nationality: 'España',
  document: {
    type: 'Pasaporte',
    number: 'PAB123456',
    expiry: ['1', '6', '2032'],
    country: 'España',
  },
};
export const ADULT_2: TravellerData = {
  title: 'Sr.',
  firstName: 'Martín',
  lastName: "O'Neill",
  birth: ['3', '11', '1983'],
  nationality: 'Irlanda',
  document: {
    type: 'Documento de identidad',
    number: 'IE7654321',
    expiry: ['30', '9', '2031'],
    country: 'Irlanda',
  },
};

export class CartPage {
  constructor(readonly page: Page) {}

  async open(cartId: string) {
    await this.page.goto(`/cart?cartId=${cartId}`);
    await expect(this.heading()).toBeVisible();
    await expect(this.products().first()).toBeVisible();
  }
  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Tu carrito' });
  }
  products() {
    return this.page.getByRole('main').getByRole('article');
  }
  total() {
    return this.page.getByTestId('cart-total');
  }
  voucherField() {
    return this.page.getByRole('textbox', { name: /^(Otro )?código de descuento/i });
  }
  applyVoucher() {
    return this.page.getByRole('button', { name: 'Aplicar código' });
  }
  removeVoucher(code: string) {
    return this.page.getByRole('button', { name: `Quitar el código ${code}` });
  }
  toCheckout() {
    return this.page.getByRole('link', { name: 'Continuar con la reserva' });
  }
}

export class CheckoutPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Finalizar la reserva' });
  }
  stepHeading(name: string) {
    return this.page.getByRole('heading', { level: 2, name });
  }
  currentStep() {
    return this.page
      .getByRole('navigation', { name: 'Progreso de la reserva' })
      .locator('[aria-current="step"]');
  }
  traveller(label: string) {
    return this.page.getByRole('group', { name: label, exact: false }).first();
  }
  errorSummary() {
    return this.page.getByRole('alert').filter({ hasText: /problemas? que corregir/ });
  }

  /** Fills one traveller's fieldset by keyboard. */
  async fillTraveller(label: string, data: TravellerData) {
    const page = this.page;
    const group = this.traveller(label);
    await chooseOption(page, group.getByLabel('Tratamiento'), data.title);
    await typeInto(page, group.getByRole('textbox', { name: 'Nombre' }), data.firstName);
    await typeInto(page, group.getByRole('textbox', { name: 'Apellidos' }), data.lastName);
    const birth = group.getByRole('group', { name: 'Fecha de nacimiento' });
    await typeInto(page, birth.getByRole('textbox', { name: 'Día' }), data.birth[0]);
    await typeInto(page, birth.getByRole('textbox', { name: 'Mes' }), data.birth[1]);
    await typeInto(page, birth.getByRole('textbox', { name: 'Año' }), data.birth[2]);
    await chooseOption(page, group.getByLabel('Nacionalidad'), data.nationality);
    if (data.document) {
      await chooseOption(page, group.getByLabel('Tipo de documento'), data.document.type);
      await typeInto(
        page,
        group.getByRole('textbox', { name: 'Número del documento' }),
        data.document.number,
      );
      const expiry = group.getByRole('group', { name: 'Fecha de caducidad del documento' });
      await typeInto(page, expiry.getByRole('textbox', { name: 'Día' }), data.document.expiry[0]);
      await typeInto(page, expiry.getByRole('textbox', { name: 'Mes' }), data.document.expiry[1]);
      await typeInto(page, expiry.getByRole('textbox', { name: 'Año' }), data.document.expiry[2]);
      await chooseOption(page, group.getByLabel('País de expedición'), data.document.country);
    }
  }

  async saveTravellers() {
    await activate(
      this.page,
      this.page.getByRole('button', { name: 'Guardar viajeros y continuar' }),
    );
  }

  async fillContact(contact: { email: string; phone: string }) {
    const page = this.page;
    await typeInto(page, page.getByRole('textbox', { name: /Correo electrónico/ }), contact.email);
    await typeInto(page, page.getByRole('textbox', { name: /Número de teléfono/ }), contact.phone);
  }

  async saveContact() {
    await activate(
      this.page,
      this.page.getByRole('button', { name: 'Guardar datos de contacto y continuar' }),
    );
  }

  /** Chooses `count` free seats on the first seat map, moving with the arrow keys. */
  async chooseSeats(count: number) {
    const page = this.page;
    const grid = page.getByRole('grid').first();
    const entry = grid.locator('button[tabindex="0"]');
    await tabTo(page, entry);
    let chosen = 0;
    for (let moves = 0; moves < 60 && chosen < count; moves += 1) {
      const focused = page.locator(':focus');
      const name = (await focused.getAttribute('aria-label')) ?? '';
      const pressed = await focused.getAttribute('aria-pressed');
      if (!name.includes('no disponible') && pressed !== 'true') {
        await page.keyboard.press('Enter');
        await expect(focused).toHaveAttribute('aria-pressed', 'true');
        chosen += 1;
      }
      await page.keyboard.press('ArrowRight');
    }
    expect(chosen).toBe(count);
  }

  async continueFrom(buttonName: string) {
    await activate(this.page, this.page.getByRole('button', { name: buttonName }));
  }

  async acceptTermsAndPay() {
    const page = this.page;
    await tick(page, page.getByRole('checkbox', { name: /acepto las condiciones generales/ }));
    await activate(page, page.getByRole('button', { name: /^Confirmar y pagar/ }));
  }
}
