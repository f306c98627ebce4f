import { deleteAccountText } from "@/content/delete-account";
import { pages } from "@/content/site-pages";
import { getConfig } from "@/lib/config/env";
import { sendDeletionRequest } from "@/lib/contact/deletion-request-action";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { DeleteAccount } from "@/components/account/DeleteAccount";

export const metadata = pageMetadata({
  title: deleteAccountText.title,
  description: deleteAccountText.metaDescription,
  path: pages.deleteAccount.path,
  card: pageCard(pages.deleteAccount.path),
});

export default function DeleteAccountPage() {
  return <DeleteAccount productName={getConfig().PRODUCT_NAME} action={sendDeletionRequest} />;
}
