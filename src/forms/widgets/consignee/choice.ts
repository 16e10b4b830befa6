/** A saved consignee of a phone number (GET 1.0/consignees?contact=), as the lookup hands it to the form. */
export interface ConsigneeChoice {
  id: number;
  name: string;
  email: string;
  address_1: string;
  postcode: string;
  state: string;
  city: string;
  locality: string;
}
