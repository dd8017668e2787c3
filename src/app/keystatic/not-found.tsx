export default function AdminNotFound() {
  return <p>Not found.</p>;
}
