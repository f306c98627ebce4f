export default function Page() {
  return <h1>صفحة من سطر واحد</h1>;
}
