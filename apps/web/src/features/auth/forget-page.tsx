/** Placeholder until this screen is built. */
const Screen = () => <h1 className="h3">Forget Password</h1>;

export default Screen;
